import { z } from 'zod';

/**
 * An export of a title package, written `"<subpath>#<export name>"`: the subpath is an entry of the
 * package's `exports` map (`.` for the main entry, `./bot` …) and the name is one of its named exports.
 */
export interface ExportRef {
  subpath: string;
  name: string;
}

const exportRef = z
  .string()
  .regex(
    /^\.(\/[\w.@-]+)*#[A-Za-z_$][\w$]*$/,
    'an export is written "<subpath>#<export name>", e.g. ".#myTitlePlugin" or "./bot#myHeuristic"',
  )
  .transform((text): ExportRef => {
    const hash = text.lastIndexOf('#');
    return { subpath: text.slice(0, hash), name: text.slice(hash + 1) };
  });

/**
 * The `tcgkit` field of a title package's package.json: how the `tcgkit` command finds a title without
 * a list of titles anywhere. Unknown fields are ignored, so later versions can add some.
 *
 * ```json
 * "tcgkit": { "title": "vanguard", "plugin": ".#vanguardPlugin", "heuristic": "./bot#vanguardHeuristic" }
 * ```
 */
export const titleManifestSchema = z.object({
  /** The title id the plugin defines (`TitleDefinition.id`), as typed on the command line. */
  title: z.string().regex(/^[a-z][a-z0-9-]*$/, 'a title id is lower-case letters, digits and dashes'),
  /** The `TitlePlugin` (the title's contributions as data; the CLI binds it with `titleModule`). */
  plugin: exportRef,
  /** Optional: the title's bot `Heuristic`; without one, heuristic bots use the generic heuristic. */
  heuristic: exportRef.optional(),
});

export type TitleManifest = z.output<typeof titleManifestSchema>;

/** The manifest in a parsed package.json, `null` when it has no `tcgkit` field, or why it is unusable. */
export function readTitleManifest(packageJson: unknown): { ok: true; manifest: TitleManifest | null } | { ok: false; problem: string } {
  if (typeof packageJson !== 'object' || packageJson === null || !('tcgkit' in packageJson)) return { ok: true, manifest: null };
  const parsed = titleManifestSchema.safeParse(packageJson.tcgkit);
  if (parsed.success) return { ok: true, manifest: parsed.data };
  return { ok: false, problem: parsed.error.issues.map((i) => `tcgkit.${i.path.join('.')}: ${i.message}`).join('; ') };
}

/** The import specifier of an export's entry: `@scope/name` or `@scope/name/bot`. */
export function entrySpecifier(packageName: string, ref: ExportRef): string {
  return ref.subpath === '.' ? packageName : `${packageName}/${ref.subpath.slice(2)}`;
}
