import type { UserState } from './accounts';
import type { Level } from './level';
import type { PairBook } from './pair-book';
import type { Order } from './types';

/**
 * An open order as the engine holds it: the public record plus its links. Made once per
 * order, so its fields are set in the constructor body (no class-field initialiser step).
 */
export class OrderNode {
  /** The level holding it while it rests in the book; null for plan orders and takers. */
  declare level: Level | null;
  /** Its position in its level's queue (see Level). */
  declare pos: number;
  /** Next node in its OrderIndex slot. */
  declare hashNext: OrderNode | null;
  /** Its index in its user's open-order array (UserState), -1 when not there. */
  declare userIdx: number;
  /** True while a plan order waits in its pair's TriggerBook. */
  declare armed: boolean;
  /**
   * The ledger slots this order moves, looked up once (settle.ts frozenSlotOf/gainSlotOf): its
   * account's balance of the coin it froze, and of the coin it receives; -1 until then.
   */
  declare frozenSlot: number;
  declare gainSlot: number;
  declare readonly order: Order;
  declare readonly book: PairBook;
  declare readonly user: UserState;

  constructor(order: Order, book: PairBook, user: UserState) {
    this.order = order;
    this.book = book;
    this.user = user;
    this.level = null;
    this.pos = 0;
    this.hashNext = null;
    this.userIdx = -1;
    this.armed = false;
    this.frozenSlot = -1;
    this.gainSlot = -1;
  }

  /** The next order of its level in time priority, or null (audits and tests; a scan). */
  get next(): OrderNode | null {
    return this.level === null ? null : this.level.neighbour(this, 1);
  }

  /** The previous order of its level, or null (audits and tests; a scan). */
  get prev(): OrderNode | null {
    return this.level === null ? null : this.level.neighbour(this, -1);
  }
}
