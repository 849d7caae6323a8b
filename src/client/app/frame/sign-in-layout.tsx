import type { ReactNode } from 'react'
import { routeMeta } from '../route-meta.ts'

type RegisterLink = (props: { className: string; children: ReactNode }) => ReactNode

/**
 * The sign-in page around its form: the logo above a card with the title, what to do, the form and the way to
 * register. The page and the frame that login.html paints before the app runs are both made of it, so the form
 * takes its skeleton's place; the frame draws the logo and the registration link without the router.
 */
export function SignInLayout(props: {
  logo: ReactNode
  registerLink: RegisterLink
  children: ReactNode
  /** Under the card, drawn once the page runs: the card stays where it is (top-aligned) when it appears. */
  below?: ReactNode
}) {
  return (
    <main className="flex min-h-dvh items-start justify-center bg-gray-50 px-4 py-10 sm:pt-[12vh]">
      <div className="w-full max-w-sm space-y-6">
        <div className="flex justify-center">{props.logo}</div>
        <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
          <h1 className="mb-1 text-xl font-semibold text-gray-900">{routeMeta.login.title}</h1>
          <p className="mb-5 text-sm text-gray-600">Получите код в СМС на свой номер телефона.</p>
          {props.children}
          <p className="mt-5 text-center text-sm text-gray-600">
            Новый исполнитель?{' '}
            {props.registerLink({
              className: 'font-medium text-primary-800 underline-offset-2 hover:underline',
              children: 'Зарегистрироваться',
            })}
          </p>
        </section>
        {props.below}
      </div>
    </main>
  )
}
