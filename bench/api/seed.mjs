// The server part's data: transactions made in SQL (generate_series), not through the API — a
// million rows in a minute or two. Shaped as the demo seed's money transactions (mocks/seed.ts: the same
// types and shares, descriptions, amounts spread log-uniformly, statuses 94 % completed) over the
// wallets and merchants in the database, spread over 60 days. (json-server is given 50,000 of these
// rows, read back from PostgreSQL: bench/api.mjs.)

const PAYEES = [
  "Blue Bottle Coffee", "Whole Foods Market", "Delta Air Lines", "Uber Technologies", "Adobe Creative Cloud", "Shell Fuel Station", "Home Depot",
  "Staples Office Supply", "Comcast Business", "Amazon Web Services", "Hilton Hotels", "Sweetgreen", "FedEx Shipping", "Zoom Video Communications", "Target",
];

const sqlText = (s) => `'${s.replaceAll("'", "''")}'`;

/**
 * `count` more wallets, so that each holds about as many transactions as in the demo's large profile
 * (5,000 wallets for 50,000 transactions) rather than a million over the demo's 34: a wallet's short
 * id then finds tens of rows, as it would in a real book. Balances of up to $5,000.
 */
export function walletsSql(count) {
  if (!Number.isInteger(count) || count < 0) throw new Error(`not a row count: ${count}`);
  return `
insert into wallets (id, balance, currency, status, "customerId", "merchantId", "createdAt")
select gen_random_uuid()::text, round((random() * 5000)::numeric, 2), 'USD', 'active', 'cust_' || lpad(i::text, 6, '0'), null, now() - random() * interval '90 days'
from generate_series(1, ${count}) as i`;
}

/**
 * One statement inserting `count` transactions. Deterministic for a given database (setseed before
 * it, in the same session); `count` is a whole number, the only value put into the text.
 */
export function transactionsSql(count) {
  if (!Number.isInteger(count) || count < 0) throw new Error(`not a row count: ${count}`);
  const payees = `array[${PAYEES.map(sqlText).join(", ")}]`;
  const pick = (array, r) => `(${array})[1 + floor(${r} * cardinality(${array}))::int]`;
  const amount = (r, min, max) => `round(exp(ln(${min}) + ${r} * (ln(${max}) - ln(${min})))::numeric, 2)`;
  return `
with pools as (
  select (select array_agg(id order by id) from wallets) as wallets,
         (select array_agg("legalName" order by id) from merchants) as merchants
), draws as (
  select i, random() as kind, random() as d, random() as a, random() as p, random() as w, random() as s, random() as t
  from generate_series(1, ${count}) as i
), rows as (
  select draws.*, ${pick("pools.wallets", "w")} as wallet, pools.merchants
  from draws, pools
)
insert into transactions (id, type, description, amount, currency, status, "walletId", "createdAt")
select
  gen_random_uuid()::text,
  case when kind < 0.55 then 'payment' when kind < 0.8 then 'load_funds' else 'withdrawal' end,
  case
    when kind < 0.55 then
      case when d < 0.03 then null
           when d < 0.25 then 'Invoice #' || (40000 + floor(p * 9999)::int) || ' — ' || ${pick("merchants", "p")}
           when d < 0.35 then 'Subscription renewal — ' || ${pick(payees, "p")}
           else 'Payment to ' || ${pick(payees, "p")} end
    when kind < 0.8 then
      case when d < 0.4 then 'Funds loaded to wallet ' when d < 0.7 then 'ACH deposit to wallet '
           when d < 0.9 then 'Card top-up to wallet ' else 'Payroll deposit to wallet ' end || left(wallet, 8)
    else
      case when d < 0.5 then 'Funds withdrawn from wallet ' || left(wallet, 8)
           else 'Withdrawal to bank account ****' || lpad(floor(p * 10000)::int::text, 4, '0') end
  end,
  case when kind < 0.55 then ${amount("a", 4.5, 2400)} when kind < 0.8 then greatest(1, ${amount("a", 25, 5000)}) else ${amount("a", 20, 3000)} end,
  'USD',
  case when s < 0.94 then 'completed' when s < 0.965 then 'pending' when s < 0.99 then 'failed' else 'cancelled' end,
  case when kind < 0.55 and d >= 0.6 then null else wallet end,
  now() - interval '1 minute' - t * interval '60 days'
from rows`;
}
