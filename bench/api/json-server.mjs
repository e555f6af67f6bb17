// json-server 0.17 (the REST fake of Refine's and react-admin's tutorials) as the bench runs it:
// `node bench/api/json-server.mjs <db.json>` on HOST:PORT. Its router over the data read once, kept
// in memory (lowdb's Memory adapter): the CLI's `json-server db.json` would also rewrite the whole
// file on every write, which only makes its writes slower. Its defaults without the request log.
import fs from "node:fs";
import jsonServer from "json-server";

const data = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const server = jsonServer.create();
server.use(jsonServer.defaults({ logger: false }));
server.use(jsonServer.router(data));
const listener = server.listen(Number(process.env.PORT), process.env.HOST || "127.0.0.1");
process.on("SIGTERM", () => listener.close(() => process.exit(0)));
