/** The dictionaries an admin edits (entities.ts has their labels and the journal's actions). */
export const dictionaryEntities = ['service', 'shop', 'city', 'fund', 'citizenship'] as const
export type DictionaryEntity = (typeof dictionaryEntities)[number]
