/** Written at build time by `title-discovery.ts`: the installed title packages (their `tcgkit` field). */
declare module 'virtual:tcgkit-titles' {
  import type { Heuristic, TitlePlugin } from '@tcgkit/kernel';
  export const installedTitles: readonly { id: string; plugin: TitlePlugin; heuristic: Heuristic | undefined }[];
}
