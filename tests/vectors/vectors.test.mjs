// Runs every shared case in tests/vectors/*.json against the real WASM build (pkg-node, the same
// module the prerender uses). core-wasm/tests/vectors.rs runs the same files natively.
import { readFileSync, readdirSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, it, expect } from "vitest";
import { ops } from "./ops.mjs";

const here = dirname(fileURLToPath(import.meta.url));

const files = readdirSync(here).filter((f) => f.endsWith(".json")).sort();
let total = 0;
for (const file of files) {
  const { cases } = JSON.parse(readFileSync(join(here, file), "utf8"));
  total += cases.length;
  describe(file, () => {
    for (const c of cases) {
      it(c.name, () => {
        const actual = ops[c.op](c.input);
        if (c.op === "profile") expect(actual).toMatchObject(c.expected);
        else expect(actual).toEqual(c.expected);
      });
    }
  });
}

describe("vector files", () => {
  it("hold at least 200 cases", () => expect(total).toBeGreaterThanOrEqual(200));
});
