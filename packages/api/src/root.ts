import { accountRouter } from "./account/router";
import { adminRouter } from "./admin/router";
import { aiRouter } from "./ai/router";
import { authRouter } from "./auth/router";
import { bibleRouter } from "./bible/router";
import { communityRouter } from "./community/router";
import { learningRouter } from "./learning/router";
import { libraryRouter } from "./library/router";
import { preferencesRouter } from "./preferences/router";
import { plansRouter, readingRouter } from "./reading/router";
import { reviewRouter } from "./review/router";
import { searchRouter } from "./search/router";
import { sourcesRouter } from "./sources/router";
import { translationsRouter } from "./translations/router";
import { router } from "./trpc";
import { vocabularyRouter } from "./vocabulary/router";

export const appRouter = router({
  reading: readingRouter,
  plans: plansRouter,
  bible: bibleRouter,
  vocabulary: vocabularyRouter,
  review: reviewRouter,
  learning: learningRouter,
  library: libraryRouter,
  community: communityRouter,
  auth: authRouter,
  account: accountRouter,
  preferences: preferencesRouter,
  translations: translationsRouter,
  ai: aiRouter,
  admin: adminRouter,
  sources: sourcesRouter,
  search: searchRouter,
});

export type AppRouter = typeof appRouter;
