// @ts-check
// Ctrl-C in the middle of a bench must not leave an emulator, a server, a database or a temp
// folder behind: whatever a bench starts registers how to undo it here.

/** @type {Set<() => Promise<unknown> | unknown>} */
const pending = new Set();
let stopping = false;

/**
 * @param {() => Promise<unknown> | unknown} undo
 * @returns {() => void} unregisters it (once it has been undone normally)
 */
export function onInterrupt(undo) {
  pending.add(undo);
  return () => pending.delete(undo);
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.error(`\n${signal}: cleaning up...`);
    const undos = [...pending].reverse();
    void (async () => {
      for (const undo of undos) await Promise.resolve(undo()).catch(() => undefined);
      process.exit(130);
    })();
  });
}
