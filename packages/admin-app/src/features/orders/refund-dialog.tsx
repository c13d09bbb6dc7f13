import { useId, useRef, useState } from 'react';
import * as v from 'valibot';
import {
  ApiError,
  decimalOf,
  OrderRefundsSchema,
  REFUND_BEARERS,
  REFUND_METHODS,
  REFUND_REASONS,
  RefundInputSchema,
  RefundLimitsSchema,
  type OrderDetail,
  type OrderRefunds,
  type RefundLimits,
} from '@food-admin/api-client';
import {
  Banner,
  Button,
  Checkbox,
  FilterTabs,
  formatLocaleNumber,
  FormField,
  Modal,
  NativeSelect,
  NumberInput,
  Textarea,
  useKitStrings,
} from '@food-admin/ui';
import { REFUND_BEARER_KEYS, REFUND_METHOD_KEYS, REFUND_REASON_KEYS } from '@/features/refunds';
import { useApiTexts } from '@/i18n/api-texts';
import { messages } from '@/i18n/compiled/en/orders';
import { useT } from '@/i18n/locale-provider';
import { SaveError } from '@/shared/forms/save-error';
import { useRefundOrder, type RefundRequest } from './order-mutations';
import { QuantityStepper } from './quantity-stepper';
import {
  initialRefundValues,
  refundBodyOf,
  refundSumOf,
  type RefundBy,
  type RefundSum,
  type RefundValues,
} from './refund-input';

const BLOCKED_KEYS = {
  unreadable: 'orders.refundDialog.typeAmount',
  nothing: 'orders.refundDialog.nothingChosen',
  linesOver: 'orders.refundDialog.linesOver',
  tooMuch: 'orders.refundDialog.tooMuch',
} as const satisfies Record<NonNullable<RefundSum['blocked']>, keyof typeof messages>;

/** The longest note the contract takes (RefundInputSchema). */
const NOTE_MAX = 500;

/** A key per opening of the dialog: every send from it is the same refund (docs/api.md#idempotency). */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Outside a secure context (plain http on a LAN address) randomUUID is missing.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** The currency's sign in `locale` ('$', '€', 'US$'), for the amount fields. */
function currencySign(locale: string, currency: string): string {
  try {
    const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

type RefundDialogProps = {
  order: OrderDetail;
  /** The order's refunds and limits as the card shows them (the dialog follows a newer version). */
  refunds: OrderRefunds;
  open: boolean;
  onClose: () => void;
  /** The caller refunds at the restaurant's cost only (its owner): the bearer is fixed. */
  restaurantBears: boolean;
};

/**
 * Money back on an order (docs/api.md#refunds): by items (a stepper per line, up to what is left
 * of it, optionally less than its price) or by amount, the delivery fee once, why, who bears it,
 * how it goes back, and a note; the sum shows live against what is left to refund. Each opening
 * has its Idempotency-Key, sent with every try, and the refunds' version as If-Match. A refusal
 * (409) keeps the dialog and its values, with the fresh limits; a lost race (412) shows what is
 * left now and sends on that version the next time.
 */
export function RefundDialog({ order, refunds, open, onClose, restaurantBears }: RefundDialogProps) {
  const t = useT(messages);
  const refund = useRefundOrder(order);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('orders.refundDialog.title', { id: order.id })}
      description={t('orders.refundDialog.description')}
      size="lg"
      preventClose={refund.isPending}
    >
      {open ? (
        <RefundForm
          order={order}
          refunds={refunds}
          restaurantBears={restaurantBears}
          send={refund.mutateAsync}
          sending={refund.isPending}
          onDone={onClose}
        />
      ) : null}
    </Modal>
  );
}

type RefundFormProps = Pick<RefundDialogProps, 'order' | 'refunds' | 'restaurantBears'> & {
  send: (request: RefundRequest) => Promise<unknown>;
  sending: boolean;
  onDone: () => void;
};

/** The first message of each field the contract's schema refuses. */
function fieldErrorsOf(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = v.getDotPath(issue)?.split('.')[0];
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

function RefundForm({ order, refunds, restaurantBears, send, sending, onDone }: RefundFormProps) {
  const t = useT(messages);
  const texts = useApiTexts();
  const { formatMoney, locale } = useKitStrings();
  const money = (minor: number) => formatMoney(minor, order.currency);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const summaryId = useId();
  // An owner's refunds are at the restaurant's cost (the field is fixed); an admin's too unless changed.
  const [values, setValues] = useState<RefundValues>(() => initialRefundValues('RESTAURANT'));
  // The limits the form is based on, and their version (If-Match): the card's, a newer one when
  // the card reads one, the 409's fresh limits, or the 412's current refunds.
  const [shown, setShown] = useState<{ version: number; limits: RefundLimits }>(() => refunds);
  if (refunds.version > shown.version) setShown(refunds);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const inFlight = useRef(false);

  const { limits } = shown;
  const sum = refundSumOf(values, order, limits);
  const parsed = v.safeParse(RefundInputSchema, refundBodyOf(values, sum));
  const errors = tried && !parsed.success ? fieldErrorsOf(parsed.issues) : {};
  const fieldError = (name: string) => (errors[name] === undefined ? undefined : texts.field(errors[name]));
  const change = <K extends keyof RefundValues>(name: K, value: RefundValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));
  const sign = currencySign(locale, order.currency);

  const submit = async () => {
    if (inFlight.current || sum.blocked !== null) return;
    setTried(true);
    if (!parsed.success) return;
    inFlight.current = true;
    setFailure(null);
    setConflict(null);
    try {
      await send({ body: parsed.output, ifMatch: shown.version, idempotencyKey });
      onDone();
    } catch (error) {
      const body =
        error instanceof ApiError ? (error.body as Record<string, unknown> | undefined) : undefined;
      if (error instanceof ApiError && error.status === 412) {
        const current = v.safeParse(OrderRefundsSchema, body?.current);
        if (current.success) {
          setShown(current.output);
          setConflict(
            t('orders.refundDialog.conflict', { refundable: money(current.output.limits.refundableMinor) }),
          );
          return;
        }
      }
      if (error instanceof ApiError && error.status === 409) {
        const fresh = v.safeParse(RefundLimitsSchema, body?.limits);
        if (fresh.success) setShown((current) => ({ ...current, limits: fresh.output }));
      }
      setFailure(texts.error(error));
    } finally {
      inFlight.current = false;
    }
  };

  const total = Number.isNaN(sum.totalMinor) ? null : sum.totalMinor;
  return (
    <form
      noValidate
      className="refund-form"
      aria-label={t('orders.refund')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {conflict ? <Banner tone="warning">{conflict}</Banner> : null}
      <SaveError message={failure} />
      <FilterTabs<RefundBy>
        label={t('orders.refundDialog.by')}
        tabs={[
          { value: 'items', label: t('orders.refundDialog.byItems') },
          { value: 'amount', label: t('orders.refundDialog.byAmount') },
        ]}
        selected={values.by}
        onSelect={(by) => change('by', by)}
      >
        {values.by === 'items' ? (
          <RefundLines order={order} limits={limits} values={values} sum={sum} sign={sign} change={change} />
        ) : (
          <AmountField
            value={values.amount}
            onChange={(amount) => change('amount', amount)}
            max={money(limits.refundableMinor)}
            sign={sign}
          />
        )}
      </FilterTabs>
      {limits.deliveryFeeRefundable ? (
        <Checkbox
          label={t('orders.refundDialog.deliveryFee', { fee: money(order.deliveryFeeMinor) })}
          checked={values.deliveryFee}
          onCheckedChange={(checked) => change('deliveryFee', checked)}
        />
      ) : null}
      <div className="refund-form__choices">
        <FormField label={t('orders.reason')} required error={fieldError('reason')}>
          <NativeSelect
            value={values.reason}
            onValueChange={(reason) => change('reason', reason)}
            options={[
              { value: '' as const, label: t('orders.refundDialog.chooseReason'), disabled: true },
              ...REFUND_REASONS.map((reason) => ({ value: reason, label: t(REFUND_REASON_KEYS[reason]) })),
            ]}
          />
        </FormField>
        {restaurantBears ? (
          <div className="refund-form__fixed">
            <span className="fa-field__label">{t('orders.refundDialog.bearer')}</span>
            <span>{t(REFUND_BEARER_KEYS.RESTAURANT)}</span>
            <span className="fa-field__hint">{t('orders.refundDialog.bearerFixed')}</span>
          </div>
        ) : (
          <FormField label={t('orders.refundDialog.bearer')} required error={fieldError('bearer')}>
            <NativeSelect
              value={values.bearer}
              onValueChange={(bearer) => change('bearer', bearer)}
              options={REFUND_BEARERS.map((bearer) => ({
                value: bearer,
                label: t(REFUND_BEARER_KEYS[bearer]),
              }))}
            />
          </FormField>
        )}
        <FormField label={t('orders.refundDialog.method')} required error={fieldError('method')}>
          <NativeSelect
            value={values.method}
            onValueChange={(method) => change('method', method)}
            options={REFUND_METHODS.map((method) => ({
              value: method,
              label: t(REFUND_METHOD_KEYS[method]),
            }))}
          />
        </FormField>
      </div>
      <FormField
        label={t('orders.refundDialog.note')}
        required={values.reason === 'OTHER'}
        hint={t('orders.refundDialog.noteHint', { max: NOTE_MAX })}
        error={fieldError('note')}
        counter={{ length: values.note.length, max: NOTE_MAX }}
      >
        <Textarea
          value={values.note}
          onChange={(event) => change('note', event.target.value)}
          rows={2}
          dir="auto"
        />
      </FormField>
      <div className="refund-form__summary" id={summaryId}>
        <p className="refund-form__sum" role="status">
          {t('orders.refundDialog.summary', {
            amount: total === null ? '—' : money(total),
            refundable: money(limits.refundableMinor),
          })}
        </p>
        {sum.blocked ? (
          <p className="refund-form__blocked">
            {t(BLOCKED_KEYS[sum.blocked], { refundable: money(limits.refundableMinor) })}
          </p>
        ) : null}
      </div>
      <div className="reason-form__buttons">
        <Button variant="outline" onClick={onDone} disabled={sending}>
          {t('orders.refundDialog.cancel')}
        </Button>
        <Button type="submit" loading={sending} disabled={sum.blocked !== null} aria-describedby={summaryId}>
          {t('orders.refundDialog.submit', { amount: money(total ?? 0) })}
        </Button>
      </div>
    </form>
  );
}

type Change = <K extends keyof RefundValues>(name: K, value: RefundValues[K]) => void;

/** One row per order line: its price, what is left of it, a stepper, and what the row gives back. */
function RefundLines({
  order,
  limits,
  values,
  sum,
  sign,
  change,
}: {
  order: OrderDetail;
  limits: RefundLimits;
  values: RefundValues;
  sum: RefundSum;
  sign: string;
  change: Change;
}) {
  const t = useT(messages);
  const { formatMoney, formatCount } = useKitStrings();
  const money = (minor: number) => formatMoney(minor, order.currency);
  const anyChosen = sum.lines.length > 0;
  return (
    <div className="refund-lines">
      <ul className="refund-lines__list">
        {order.items.map((item) => {
          const left = limits.items.find((line) => line.itemId === item.id)?.refundableQuantity ?? 0;
          const quantity = values.quantities[item.id] ?? 0;
          const line = sum.lines.find((candidate) => candidate.itemId === item.id);
          return (
            <li key={item.id} className="refund-line">
              <div className="refund-line__what">
                <span className="refund-line__name">{item.name}</span>
                <span className="refund-line__facts">
                  {money(item.unitPriceMinor)} ·{' '}
                  {t('orders.refundDialog.left', {
                    left: formatCount(left),
                    ordered: formatCount(item.quantity),
                  })}
                </span>
              </div>
              <QuantityStepper
                value={quantity}
                max={left}
                onChange={(next) => change('quantities', { ...values.quantities, [item.id]: next })}
                label={t('orders.refundDialog.quantityOf', { name: item.name })}
                fewerLabel={t('orders.refundDialog.fewer', { name: item.name })}
                moreLabel={t('orders.refundDialog.more', { name: item.name })}
              />
              <span className="refund-line__amount">
                {line && !Number.isNaN(line.amountMinor) ? money(line.amountMinor) : money(0)}
              </span>
              {quantity > left ? (
                <p className="refund-line__error">
                  {t('orders.refundDialog.overLeft', { left: formatCount(left) })}
                </p>
              ) : null}
              {values.partial && line ? (
                <LineAmount
                  name={item.name}
                  value={values.lineAmounts[item.id] ?? null}
                  onChange={(amount) => change('lineAmounts', { ...values.lineAmounts, [item.id]: amount })}
                  maxMinor={line.maxMinor}
                  over={!Number.isNaN(line.amountMinor) && line.amountMinor > line.maxMinor}
                  currency={order.currency}
                  sign={sign}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      {anyChosen || values.partial ? (
        <Checkbox
          label={t('orders.refundDialog.partial')}
          checked={values.partial}
          onCheckedChange={(partial) => change('partial', partial)}
        />
      ) : null}
    </div>
  );
}

/** A typed amount for one line (less than its price); empty is its price. */
function LineAmount({
  name,
  value,
  onChange,
  maxMinor,
  over,
  currency,
  sign,
}: {
  name: string;
  value: number | null;
  onChange: (value: number | null) => void;
  maxMinor: number;
  over: boolean;
  currency: string;
  sign: string;
}) {
  const t = useT(messages);
  const { formatMoney, locale } = useKitStrings();
  const max = formatMoney(maxMinor, currency);
  const unreadable = value !== null && Number.isNaN(value);
  return (
    <FormField
      className="refund-line__partial"
      label={t('orders.refundDialog.lineAmount', { name })}
      hint={t('orders.refundDialog.atMost', { max })}
      error={
        unreadable
          ? t('orders.refundDialog.unreadable', {
              example: formatLocaleNumber(12.5, locale, { decimals: 2 }),
            })
          : over
            ? t('orders.refundDialog.atMost', { max })
            : undefined
      }
    >
      <NumberInput
        value={value}
        onValueChange={onChange}
        prefix={sign}
        decimals={2}
        min={0}
        placeholder={formatLocaleNumber(Number(decimalOf(maxMinor)), locale, { decimals: 2 })}
      />
    </FormField>
  );
}

/** The amount of a refund by amount, in the reader's digits and decimal separator. */
function AmountField({
  value,
  onChange,
  max,
  sign,
}: {
  value: number | null;
  onChange: (value: number | null) => void;
  max: string;
  sign: string;
}) {
  const t = useT(messages);
  const { locale } = useKitStrings();
  const unreadable = value !== null && Number.isNaN(value);
  return (
    <div className="refund-amount">
      <FormField
        label={t('orders.refundDialog.amount')}
        required
        hint={t('orders.refundDialog.atMost', { max })}
        error={
          unreadable
            ? t('orders.refundDialog.unreadable', {
                example: formatLocaleNumber(12.5, locale, { decimals: 2 }),
              })
            : undefined
        }
      >
        <NumberInput value={value} onValueChange={onChange} prefix={sign} decimals={2} />
      </FormField>
    </div>
  );
}
