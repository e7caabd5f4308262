import { z } from "zod";

export const sourceSchema = z.object({
  id: z.string(),
  kind: z.enum(["bible", "data"]),
  title: z.string(),
  /** Language ids ('french', 'hebrew', 'greek' …); empty when the data is not tied to one language. */
  languages: z.array(z.string()),
  license: z.string(),
  /** The credit line the licence asks for; null when none is required. */
  attribution: z.string().nullable(),
  homepage: z.string().nullable(),
  installed: z.boolean(),
  /** False for catalogue versions under copyright that the app lists but cannot ship. */
  distributable: z.boolean(),
});
export type Source = z.infer<typeof sourceSchema>;

export const sourcesOutput = z.object({ sources: z.array(sourceSchema) });
