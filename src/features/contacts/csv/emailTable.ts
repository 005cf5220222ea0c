/**
 * The first row of every email address seen, case ignored, for files of ~10 million rows.
 *
 * A JS Set or Map stops at 2^24 (16.7M) entries and spends ~50–80 bytes on each; this table keeps
 * a 64-bit hash of the address and its first row in one Uint32Array, 12 bytes a slot, open
 * addressing with linear probing. Two addresses share a 64-bit hash with odds of ~1 in 4·10^5 at
 * 10 million addresses, and then only a false "duplicate" would be reported. The buffer moves
 * between workers without copying (the two-worker merge).
 */
import { emailHash } from './emailHash';

/** Loads above this make probing slow: the table doubles. */
const MAX_LOAD = 0.8;
/** The size reserve() aims for, so a well-estimated file never has to grow. */
const TARGET_LOAD = 0.7;
const MIN_CAPACITY = 1 << 12;
const STRIDE = 3;

/** The table as plain data, for postMessage (transfer slots.buffer). */
export interface EmailTableData {
  slots: Uint32Array;
  capacity: number;
  size: number;
}

export class EmailTable {
  private slots: Uint32Array;
  private capacity: number;
  private scale: number;
  size: number;

  constructor(data?: EmailTableData) {
    this.capacity = data?.capacity ?? MIN_CAPACITY;
    this.slots = data?.slots ?? new Uint32Array(this.capacity * STRIDE);
    this.size = data?.size ?? 0;
    this.scale = this.capacity / 4294967296;
  }

  /**
   * The first row of the address hashed into emailHash, or 0 after recording `row` as its first
   * (rows are ≥ 1, so 0 marks an empty slot).
   */
  firstRowOrAdd(row: number): number {
    const h1 = emailHash[0]!;
    const h2 = emailHash[1]!;
    const slots = this.slots;
    let slot = (h1 * this.scale) | 0; // < capacity ≤ 2^31: the | 0 is exact
    for (;;) {
      const at = slot * STRIDE;
      const found = slots[at + 2]!;
      if (found === 0) break;
      if (slots[at] === h1 && slots[at + 1] === h2) return found;
      slot += 1;
      if (slot === this.capacity) slot = 0;
    }
    const at = slot * STRIDE;
    slots[at] = h1;
    slots[at + 1] = h2;
    slots[at + 2] = row;
    this.size += 1;
    if (this.size > this.capacity * MAX_LOAD) this.resize(this.capacity * 2);
    return 0;
  }

  /** The first row of the address hashed into emailHash, or 0 when it is not in the table. */
  firstRow(): number {
    return this.lookup(emailHash[0]!, emailHash[1]!);
  }

  private lookup(h1: number, h2: number): number {
    const slots = this.slots;
    let slot = (h1 * this.scale) | 0; // < capacity ≤ 2^31: the | 0 is exact
    for (;;) {
      const at = slot * STRIDE;
      const found = slots[at + 2]!;
      if (found === 0) return 0;
      if (slots[at] === h1 && slots[at + 1] === h2) return found;
      slot += 1;
      if (slot === this.capacity) slot = 0;
    }
  }

  /** Makes room for `entries` addresses at once, so that a big file does not grow step by step. */
  reserve(entries: number): void {
    const capacity = Math.ceil(entries / TARGET_LOAD);
    if (capacity > this.capacity) this.resize(capacity);
  }

  private resize(capacity: number): void {
    const old = this.slots;
    this.slots = new Uint32Array(capacity * STRIDE);
    this.capacity = capacity;
    this.scale = capacity / 4294967296;
    for (let at = 0; at < old.length; at += STRIDE) {
      const row = old[at + 2]!;
      if (row !== 0) this.place(old[at]!, old[at + 1]!, row);
    }
  }

  private place(h1: number, h2: number, row: number): void {
    let slot = (h1 * this.scale) | 0; // < capacity ≤ 2^31: the | 0 is exact
    while (this.slots[slot * STRIDE + 2] !== 0) {
      slot += 1;
      if (slot === this.capacity) slot = 0;
    }
    const at = slot * STRIDE;
    this.slots[at] = h1;
    this.slots[at + 1] = h2;
    this.slots[at + 2] = row;
  }

  /** Calls `visit(row)` for every address of `other` also found here, with its row here. */
  forEachShared(other: EmailTable, visit: (otherRow: number, row: number) => void): void {
    const slots = other.slots;
    for (let at = 0; at < slots.length; at += STRIDE) {
      const otherRow = slots[at + 2]!;
      if (otherRow === 0) continue;
      const row = this.lookup(slots[at]!, slots[at + 1]!);
      if (row !== 0) visit(otherRow, row);
    }
  }

  data(): EmailTableData {
    return { slots: this.slots, capacity: this.capacity, size: this.size };
  }
}
