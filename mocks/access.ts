// The role guards are a server rule (server/rules/access.ts), shared with the PayDesk server.
export * from "../server/rules/access";
