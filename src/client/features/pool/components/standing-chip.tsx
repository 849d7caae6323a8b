import { displayDate } from '#contract/common/display-dates.ts'
import { standingLabels } from '#contract/pool/messages.ts'
import type { Block } from '#contract/pool/pool.ts'
import { Chip } from '../../../ui/chip.tsx'

/**
 * The worker's standing with a shop: blocked (with the reason under it), a favourite and/or excluded from the
 * shop's auto-accept, or a dash in a table.
 */
export function StandingChip({
  favourite,
  block,
  excluded,
  dash = true,
}: {
  favourite: boolean
  block: Block | null
  excluded: boolean
  dash?: boolean
}) {
  if (block)
    return (
      <span className="block space-y-1">
        <Chip tone="red">
          {standingLabels.blocked}
          {block.until ? ` до ${displayDate(block.until)} включительно` : ''}
        </Chip>
        <span className="block text-xs text-gray-600">{block.reason}</span>
      </span>
    )
  if (favourite || excluded)
    return (
      <span className="inline-flex flex-wrap gap-1">
        {favourite && <Chip tone="green">{standingLabels.favourite}</Chip>}
        {excluded && <Chip tone="amber">{standingLabels.excluded}</Chip>}
      </span>
    )
  return dash ? <span className="text-gray-400">—</span> : null
}
