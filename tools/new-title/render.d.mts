export declare const repoRoot: string;
export interface RenderedTitle {
  id: string;
  name: string;
  insideRepo: boolean;
  files: Map<string, string>;
  reference: string | null;
  changeset: { path: string; text: string } | null;
}
export declare function titleNames(id: string, name?: string): { id: string; name: string; camel: string };
export declare function renderTitle(options: { id: string; name?: string; kernel?: string; target: string }): RenderedTitle;
export declare function withReference(tsconfigText: string, reference: string): string;
