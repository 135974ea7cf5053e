/**
 * The edit modal's state: load balance and fee when an order is given, pre-fill from the
 * order, link the fields while typing, validate (core validateEdit) and send the update. The
 * rules all live in src/core; this hook only holds the strings and the in-flight flags.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { confirmDisabled, prefillEdit, shownEditErrors, validateEdit, type EditContext, type EditFields } from '../../../core/order-panel/edit-order';
import { randomChars } from '../../../core/order-form/payload';
import { REQ_NO_RANDOM_LENGTH } from '../../../core/order-form/constants';
import type { Field } from '../../../core/order-form/types';
import { apiGet, apiPostSigned } from '../../../net/api';
import { lastPriceOf } from '../../../state/market';
import { bestOppositePrice } from '../../../state/book';
import { changedFields, linkEdit } from './edit-linking';
import { loadEditData } from './edit-load';
import { messageOfError, messageOfRefusal, type FieldMessage } from './edit-messages';
import { toEditedOrder, type EditableOrder, type EditPair } from './edit-order-input';
import { submitEdit, type EditOutcome } from './edit-submit';

const EMPTY: EditFields = { price: '', triggerPrice: '', amount: '', total: '' };

export interface EditForm {
  /** Balance and fee have loaded and the fields are pre-filled. */
  ready: boolean;
  fields: EditFields;
  /** The wallet's available balances (quote, base), once loaded. */
  wallet: EditContext['wallet'] | null;
  setField(field: Field, value: string): void;
  /** The message to show on a field: the gateway's refusal first, else the rules' (core shownEditErrors: as typed, all after a Confirm). */
  messageOf(field: Field): FieldMessage | null;
  canConfirm: boolean;
  busy: boolean;
  /** Validates, then sends; resolves with where the answer goes ('none' when a rule failed). */
  confirm(): Promise<EditOutcome>;
}

/** State of the modal for `order` on `pair` (undefined until the pair list has it). */
export function useEditForm(order: EditableOrder, pair: EditPair | undefined, locale: string): EditForm {
  // Keyed by the figures, not the row object: a list reload hands over an equal new row and must
  // not wipe what the trader typed; a real change of the order (a fill, an edit elsewhere) reloads.
  const figures = [order.orderId, order.price, order.triggerPrice, order.size, order.filledSize, order.notional].join('|');
  const edited = useMemo(() => toEditedOrder(order), [figures]);
  const [data, setData] = useState<Pick<EditContext, 'wallet' | 'rates'> | null>(null);
  const [fields, setFields] = useState<EditFields>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  // fields the trader changed (typed, or linked from what was typed): their rules show at once
  const [changed, setChanged] = useState<ReadonlySet<Field>>(new Set());
  // a market child's book figure, read at Confirm (ctx.marketPrice): kept until the next one
  const [marketPrice, setMarketPrice] = useState<number | undefined>(undefined);
  const [gateway, setGateway] = useState<Partial<Record<Field, FieldMessage>>>({});
  const [busy, setBusy] = useState(false);
  // The pair object changes with every ticker (its last price); the load only needs its rules once.
  const pairRef = useRef(pair);
  pairRef.current = pair;
  const symbolId = pair?.symbolId;

  useEffect(() => {
    const p = pairRef.current;
    setData(null);
    setFields(EMPTY);
    setSubmitted(false);
    setChanged(new Set());
    setMarketPrice(undefined);
    setGateway({});
    if (p === undefined || symbolId === undefined) return;
    let live = true;
    void loadEditData(apiGet, p.symbol, symbolId, locale).then((loaded) => {
      if (!live) return;
      setData(loaded);
      setFields(prefillEdit(edited, { pair: p, rates: loaded.rates }));
    });
    return () => {
      live = false;
    };
  }, [edited, symbolId, locale]);

  const ctx: EditContext | null = pair !== undefined && data !== null ? { pair, ...data, marketPrice } : null;
  // a handful of exact comparisons: cheap enough to run on every render
  const errors = ctx === null ? [] : shownEditErrors(validateEdit(edited, fields, ctx), changed, submitted);

  function setField(field: Field, value: string) {
    if (ctx === null) return;
    const next = linkEdit(edited, fields, field, value, ctx);
    const stale = changedFields(fields, next);
    setFields(next);
    setChanged((c) => new Set([...c, field, ...stale]));
    if (stale.some((f) => gateway[f] !== undefined)) setGateway((g) => Object.fromEntries(Object.entries(g).filter(([f]) => !stale.includes(f as Field))));
  }

  function messageOf(field: Field): FieldMessage | null {
    const refused = gateway[field];
    if (refused !== undefined) return refused;
    const e = errors.find((x) => x.field === field);
    return e === undefined ? null : messageOfError(e);
  }

  async function confirm(): Promise<EditOutcome> {
    if (ctx === null || pair === undefined || busy) return { kind: 'none', code: 0 };
    setSubmitted(true);
    setGateway({});
    // the book as it is now: a market child with nothing on the other side cannot be matched
    const depth = bestOppositePrice(order.side, pair.symbol);
    setMarketPrice(depth);
    if (validateEdit(edited, fields, { ...ctx, marketPrice: depth }).length > 0) return { kind: 'none', code: 0 };
    setBusy(true);
    try {
      const outcome = await submitEdit(apiPostSigned, edited, fields, {
        pair, symbolId: pair.symbolId, lastPrice: lastPriceOf(pair.symbol), timestamp: Date.now(), random: randomChars(REQ_NO_RANDOM_LENGTH, Math.random),
      });
      if (outcome.kind === 'field') setGateway({ [outcome.field]: messageOfRefusal(outcome) });
      return outcome;
    } finally {
      setBusy(false);
    }
  }

  return {
    ready: ctx !== null,
    fields,
    wallet: data?.wallet ?? null,
    setField,
    messageOf,
    canConfirm: ctx !== null && !busy && !confirmDisabled(edited, fields),
    busy,
    confirm,
  };
}
