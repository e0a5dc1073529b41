import type { Selectable } from 'kysely';
import type { Json, MigratedDatabase } from './migrated-schema.ts';
import type { Database } from './schema.ts';

// schema.ts is written by hand (its literal unions and insert types say more than a database can); this file holds
// it to the migrated database: a table or column renamed, added or dropped in a migration, or one whose type or
// nullability changed, fails the type check until schema.ts says the same.

type Nullable<T> = null extends T ? true : false;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * A column fits when schema.ts and the database agree on null, and what schema.ts reads is what the driver returns
 * (its literal unions narrow the driver's type); a json column's shape is schema.ts's own, `unknown` included.
 */
type Fits<App, Migrated> = [NonNullable<Migrated>] extends [Json]
  ? unknown extends App
    ? true
    : Same<Nullable<App>, Nullable<Migrated>>
  : Same<Nullable<App>, Nullable<Migrated>> extends true
    ? [NonNullable<App>] extends [NonNullable<Migrated>]
      ? true
      : false
    : false;

/** The columns of a table that schema.ts and the database disagree on. */
type ColumnMismatches<App, Migrated> =
  | Exclude<keyof App, keyof Migrated>
  | Exclude<keyof Migrated, keyof App>
  | { [C in keyof App & keyof Migrated]: Fits<App[C], Migrated[C]> extends true ? never : C }[keyof App & keyof Migrated];

type TableMismatches = {
  [T in keyof Database | keyof MigratedDatabase]: T extends keyof Database
    ? T extends keyof MigratedDatabase
      ? ColumnMismatches<Selectable<Database[T]>, MigratedDatabase[T]>
      : 'no such table in the migrated database'
    : 'a migrated table missing from schema.ts';
};

type Disagreements = { [T in keyof TableMismatches as [TableMismatches[T]] extends [never] ? never : T]: TableMismatches[T] };

type NoDisagreement<T extends Record<string, never>> = T;

/** Fails the type check naming each table and its columns where schema.ts and the migrations disagree. */
export type SchemaMatchesMigrations = NoDisagreement<Disagreements>;
