/** Ids are PostgreSQL integers: a larger number is no one's id, and must not reach the database as one. */
export const maxId = 2_147_483_647
