// Money arithmetic is a server rule (server/rules/money.ts), shared with the PayDesk server.
export * from "../server/rules/money";
