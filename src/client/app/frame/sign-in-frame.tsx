import { LogoMark, logoClass } from '../../ui/logo-mark.tsx'
import { NoScriptNote } from './no-script-note.tsx'
import { SignInLayout } from './sign-in-layout.tsx'

const bar = 'rounded bg-gray-200'

/**
 * The sign-in page before the app runs (login.html): the card with its title and the registration line, and in
 * place of the form a skeleton of the same height, line for line (the «Исполнитель | Сотрудник» switch, the
 * phone field and the button), so the form appears where its skeleton was.
 */
export function SignInFrame() {
  return (
    <SignInLayout
      logo={
        <span className={logoClass}>
          <LogoMark />
        </span>
      }
      registerLink={(link) => <span {...link} />}
    >
      <div aria-hidden data-app-frame="" className="space-y-5 noscript:hidden">
        <div className="h-11 rounded-lg bg-gray-100" />
        <div className="space-y-1.5">
          <div className="flex h-5 items-center">
            <div className={`h-3 w-20 ${bar}`} />
          </div>
          <div className="h-11 rounded-lg ring-1 ring-inset ring-gray-300 sm:h-10" />
        </div>
        <div className="h-11 rounded-lg bg-gray-200" />
      </div>
      <NoScriptNote />
    </SignInLayout>
  )
}
