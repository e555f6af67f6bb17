// PGlite is PostgreSQL inside one process: two processes on one data folder would both write its
// files and corrupt it (PGlite keeps no lock of its own). The server and the CLI hold this lock file
// in the folder while they have it open; a second one is refused with a message saying why.
import fs from "node:fs";
import path from "node:path";

const LOCK_FILE = "paydesk.lock";

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the folder's lock (creating the folder); returns its release. Throws when a live process holds it. */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off("exit", release);
        try {
          if (fs.readFileSync(file, "utf8") === String(process.pid)) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(fs.readFileSync(file, "utf8"));
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder))
        throw new Error(
          `${dir} is open in another PayDesk process (pid ${holder}). PGlite serves one process at a time: stop that one first, or use PostgreSQL (DATABASE_URL).`,
        );
      fs.rmSync(file, { force: true }); // left by a process that ended without releasing it
    }
  }
  throw new Error(`could not lock ${dir}`);
}
