// Every migration, in order. Kysely's Migrator applies the ones a database has not seen yet, at
// start (server/db/migrate.ts), one transaction each, recorded in kysely_migration. Names sort in order.
import type { Migration } from "kysely";
import * as init from "./0001-init";
import * as transactionSearch from "./0002-transaction-search";
import * as twoFactor from "./0003-two-factor";
import * as organisation from "./0004-organisation";
import * as sessionDetails from "./0005-session-details";
import * as invitations from "./0006-invitations";
import * as transactionsLargestFirst from "./0007-transactions-largest-first";
import * as searchStatistics from "./0008-search-statistics";

export const migrations: Record<string, Migration> = {
  "0001-init": init,
  "0002-transaction-search": transactionSearch,
  "0003-two-factor": twoFactor,
  "0004-organisation": organisation,
  "0005-session-details": sessionDetails,
  "0006-invitations": invitations,
  "0007-transactions-largest-first": transactionsLargestFirst,
  "0008-search-statistics": searchStatistics,
};
