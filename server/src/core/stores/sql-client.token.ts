/** DI token of the shared SqlClient (PGlite or PostgreSQL). */
export const SQL_CLIENT = Symbol('SQL_CLIENT');
