/**
 * What the seeding steps share: the store, one PRNG with a fixed seed and a clock of fixed
 * times, so every fresh sandbox has the same ids and values (docs/sandbox.md's tables rely on it).
 * The steps run in one order (seed.ts); a step added anywhere but last changes what follows it.
 */
import { JsonObject, ObjectStore, Scope, StoredObject } from '../store';
import { Random } from './prng';

const SEED = 20240501;
/** Seeded times count from here (an hour per step). */
const EPOCH = Date.UTC(2024, 0, 2, 9, 0, 0);

/** The time seeded objects are created at (later ones an hour apart). */
export const SEED_TIME = new Date(EPOCH).toISOString().replace(/\.\d{3}Z$/, 'Z');

function time(hours: number): string {
  return new Date(EPOCH + hours * 3600 * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The day `days` after the seed's first, `YYYY-MM-DD`. */
export function seedDate(days: number): string {
  return new Date(EPOCH + days * 86400 * 1000).toISOString().slice(0, 10);
}

export const TOP: Scope = [];

export class Seeder {
  readonly random = new Random(SEED);
  /** Hours after the epoch that objects put now are created at; `tick` moves it on. */
  private clock = 0;

  constructor(readonly store: ObjectStore, private readonly versioned: (resource: string) => boolean) {}

  tick(): void {
    this.clock++;
  }

  /** Stores an object created (and modified) now, with its parents and objectVersion. */
  put(resource: string, scope: Scope, data: JsonObject): StoredObject {
    const object: JsonObject = { ...data };
    scope.forEach((parent) => { object[parent.attribute] = { id: parent.id }; });
    object.created = time(this.clock);
    object.modified = time(this.clock);
    if (this.versioned(resource)) object.objectVersion = 1;
    return this.store.insert(resource, scope, object);
  }
}
