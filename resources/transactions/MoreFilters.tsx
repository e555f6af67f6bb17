// "More Filters" panel (DESIGN §1): created-date range and amount range; values live in the URL.
import { Button, DatePicker, Flex, InputNumber, Typography } from "antd";
import enUS from "antd/es/date-picker/locale/en_US";

// WCAG 2.5.3 (label in name): antd names the calendar's month and year buttons "Choose a month" /
// "Choose a year" while they show "Nov" / "2026". Without those labels they are named by what they show.
const PICKER_LOCALE = { ...enUS, lang: { ...enUS.lang, monthSelect: undefined, yearSelect: undefined } } as unknown as typeof enUS;
import dayjs, { type Dayjs } from "dayjs";
import { parseCents } from "../../src/lib/format";
import { MORE_FILTERS_ID, dayStart, type Ranges } from "./ranges";
import styles from "./Transactions.module.css";

function toDay(value: string): Dayjs | null {
  return Number.isFinite(dayStart(value)) ? dayjs(value) : null;
}

interface Props {
  values: Ranges;
  set: { [K in keyof Ranges]: (v: string) => void };
  onClearAll: () => void;
  canClear: boolean;
}

export function MoreFilters({ values, set, onClearAll, canClear }: Props) {
  const from = toDay(values.from);
  const to = toDay(values.to);
  const lo = values.min.trim() ? parseCents(values.min) : null;
  const hi = values.max.trim() ? parseCents(values.max) : null;
  const inverted = lo !== null && hi !== null && lo > hi;
  return (
    <div id={MORE_FILTERS_ID} role="group" aria-label="More filters" className={styles.panel}>
      <Flex wrap="wrap" gap={16} align="end">
        <div className={styles.field}>
          <label htmlFor="tx-from">Created from</label>
          <DatePicker
            id="tx-from"
            locale={PICKER_LOCALE}
            value={from}
            format="YYYY-MM-DD"
            placeholder="YYYY-MM-DD"
            onChange={(d) => set.from(d ? d.format("YYYY-MM-DD") : "")}
            disabledDate={(d) => Boolean(to && d.isAfter(to, "day"))}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="tx-to">Created to</label>
          <DatePicker
            id="tx-to"
            locale={PICKER_LOCALE}
            value={to}
            format="YYYY-MM-DD"
            placeholder="YYYY-MM-DD"
            onChange={(d) => set.to(d ? d.format("YYYY-MM-DD") : "")}
            disabledDate={(d) => Boolean(from && d.isBefore(from, "day"))}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="tx-min">Min amount ($)</label>
          <InputNumber<string>
            id="tx-min"
            stringMode
            min="0"
            step="0.01"
            placeholder="0.00"
            value={values.min || null}
            onChange={(v) => set.min(v == null ? "" : String(v))}
            status={inverted ? "warning" : undefined}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="tx-max">Max amount ($)</label>
          <InputNumber<string>
            id="tx-max"
            stringMode
            min="0"
            step="0.01"
            placeholder="Any"
            value={values.max || null}
            onChange={(v) => set.max(v == null ? "" : String(v))}
            status={inverted ? "warning" : undefined}
          />
        </div>
        <Button onClick={onClearAll} disabled={!canClear}>
          Clear all filters
        </Button>
      </Flex>
      {inverted && (
        <Typography.Text type="secondary" role="status" className={styles.hint}>
          The minimum amount is above the maximum, so no transaction can match.
        </Typography.Text>
      )}
    </div>
  );
}
