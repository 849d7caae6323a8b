import { ChatBubbleLeftRightIcon, EnvelopeIcon, PhoneIcon } from '@heroicons/react/24/outline'
import { useQuery } from '@tanstack/react-query'
import { formatPhone } from '../../ui/fields/phone-text.ts'
import { supportQueryOptions } from './support-query.ts'

type Contact = { href: string; text: string; label: string; Icon: typeof PhoneIcon }

/** The messenger's address without its scheme: `t.me/smeny_support` says where the link goes. */
const shortLink = (link: string) => link.replace(/^https:\/\//, '').replace(/\/$/, '')

/**
 * Whom to ask (decision 079): the administration's phone, e-mail and messenger link as `tel:`, `mailto:` and
 * https links, each a full finger tall; nothing at all while none is set. The colours come from around it, so
 * the same list sits in the menu, in the notices and under the sign-in card.
 */
export function SupportContacts({ className = '' }: { className?: string }) {
  const support = useQuery(supportQueryOptions)
  const { phone, email, link } = support.data ?? { phone: '', email: '', link: '' }
  const contacts = [
    phone && {
      href: `tel:${phone}`,
      text: formatPhone(phone),
      label: 'Позвонить в поддержку',
      Icon: PhoneIcon,
    },
    email && { href: `mailto:${email}`, text: email, label: 'Написать в поддержку', Icon: EnvelopeIcon },
    link && {
      href: link,
      text: shortLink(link),
      label: 'Поддержка в мессенджере',
      Icon: ChatBubbleLeftRightIcon,
    },
  ].filter((contact): contact is Contact => contact !== '')
  if (contacts.length === 0) return null
  return (
    <section aria-label="Поддержка" className={className}>
      <p className="text-sm font-medium">Поддержка</p>
      <ul className="mt-1">
        {contacts.map(({ href, text, label, Icon }) => (
          <li key={href}>
            <a
              href={href}
              aria-label={`${label}: ${text}`}
              {...(href.startsWith('https:') ? { target: '_blank', rel: 'noreferrer' } : {})}
              className="-mx-2 flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm break-all underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary-700"
            >
              <Icon className="size-5 shrink-0 opacity-70" aria-hidden />
              {text}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
