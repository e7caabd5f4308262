import { AI_LIMITS } from "../ai/limits";
import { BODY_LIMITS } from "./body-limits";
import { chapterSetRevision, packJsonRevision } from "./revisions";
import { type RestRoute, route } from "./route";

/** Long-lived public caching for answers that never change (a chapter of an installed version). */
const IMMUTABLE_CACHE = "public, max-age=604800";
/** SPEC §7: translations are cached one hour. */
const HOUR_CACHE = "public, max-age=3600";

const CHAPTER_ERRORS = {
  400: "Unknown book or language, or a malformed field",
  404: "Chapter out of range; VERSION_NOT_AVAILABLE (with availableVersions); text_not_available",
};

/**
 * The reader's chapters: kept 5 minutes by browsers and CDNs, then revalidated with the ETag, which changes
 * when one of the versions is re-installed (the same URL may then carry a new text).
 */
const READER_CACHE = "public, max-age=300, stale-while-revalidate=86400";

/** A pack is big and changes only with a re-install: kept a day, then revalidated with its ETag. */
const PACK_CACHE = "public, max-age=86400, stale-while-revalidate=604800";

const chapterAnswer = { cacheControl: IMMUTABLE_CACHE, etag: true, memoize: true, errors: CHAPTER_ERRORS } as const;
const AI_ERRORS = {
  502: "AI_INVALID_RESPONSE or AI_UPSTREAM_ERROR: the model failed",
  503: "AI_NOT_CONFIGURED, or AI_UPSTREAM_BUSY (the model's server is rate limiting us)",
  504: "AI_TIMEOUT",
} as const;
const aiCall = { guests: true, bodyLimit: AI_LIMITS.bodyLimitBytes, errors: AI_ERRORS } as const;
/** The item a path names (a question, a bookmark, a word, a saved Q&A) does not exist, or is not the caller's. */
const missing = { errors: { 404: "No such item (or not yours)" } } as const;
/** The moderation queue: moderators and administrators; any other reader gets 403 FORBIDDEN, a guest 401. */
const moderators = { tag: "moderation", errors: { 403: "FORBIDDEN: not a moderator" } } as const;
const moderated = { tag: "moderation", errors: { 403: "FORBIDDEN: not a moderator", 404: "No such item" } } as const;

/**
 * The REST door, in one place: every path under /api (SPEC §7, both shapes where the spec gives two), the
 * procedure that answers it and how HTTP answers beyond the JSON body. The OpenAPI document is made from this
 * table and the procedures' zod schemas; a procedure may serve several paths. The tRPC door serves every
 * procedure at /trpc/<procedure> whether it has a path here or not.
 */
// biome-ignore format: a table reads best one route a line
export const REST_ROUTES: readonly RestRoute[] = [
  route({ method: "POST", path: "/auth/signup", procedure: "auth.signup", tag: "auth", guests: true, status: 201, errors: { 409: "EMAIL_TAKEN", 400: "WEAK_PASSWORD, or a malformed field" }, summary: "Create an account and sign in (a verification e-mail is sent)" }),
  route({ method: "POST", path: "/auth/login", procedure: "auth.login", tag: "auth", guests: true, errors: { 401: "INVALID_CREDENTIALS" }, summary: "Sign in with e-mail and password" }),
  route({ method: "POST", path: "/auth/logout", procedure: "auth.logout", tag: "auth", guests: true, status: 204, summary: "Sign out" }),
  route({ method: "GET", path: "/logout", procedure: "auth.logout", tag: "auth", guests: true, redirect: "/", summary: "Sign out and redirect to / (a link from another site redirects without signing out)" }),
  route({ method: "GET", path: "/login", procedure: "auth.loginRedirect", tag: "auth", guests: true, redirect: "location", summary: "Redirect to the sign-in page, remembering where the reader came from" }),
  route({ method: "GET", path: "/auth/login", procedure: "auth.loginRedirect", tag: "auth", guests: true, redirect: "location", summary: "Same as /login" }),
  route({ method: "GET", path: "/auth/user", procedure: "auth.user", tag: "auth", summary: "The signed-in user, or 401" }),
  route({ method: "POST", path: "/auth/password/forgot", procedure: "auth.requestPasswordReset", tag: "auth", guests: true, errors: { 429: "RATE_LIMITED: too many requests from this address or for this e-mail" }, summary: "Send a password reset link (same answer whether the e-mail has an account or not)" }),
  route({ method: "POST", path: "/auth/password/reset", procedure: "auth.resetPassword", tag: "auth", guests: true, errors: { 400: "INVALID_TOKEN (used, expired or unknown link); WEAK_PASSWORD" }, summary: "Choose a new password with the e-mailed link: every session ends, the reader is signed in" }),
  route({ method: "POST", path: "/auth/email/verify", procedure: "auth.verifyEmail", tag: "auth", guests: true, errors: { 400: "INVALID_TOKEN (used, expired or unknown link)" }, summary: "Verify the e-mail address with the e-mailed link" }),

  route({ method: "POST", path: "/account/password", procedure: "account.changePassword", tag: "account", errors: { 401: "INVALID_CREDENTIALS: the current password is wrong", 400: "WEAK_PASSWORD" }, summary: "Change the password (the reader's other sessions end)" }),
  route({ method: "GET", path: "/account/email", procedure: "account.email", tag: "account", summary: "The reader's e-mail address and whether it is verified" }),
  route({ method: "POST", path: "/account/email/verification", procedure: "account.resendVerification", tag: "account", errors: { 429: "RATE_LIMITED" }, summary: "Send the verification e-mail again" }),
  route({ method: "GET", path: "/account/sessions", procedure: "account.sessions", tag: "account", summary: "The reader's sessions, this one marked current" }),
  route({ method: "DELETE", path: "/account/sessions/{id}", procedure: "account.endSession", tag: "account", ...missing, summary: "End one of the reader's sessions" }),
  route({ method: "GET", path: "/account/export", procedure: "account.exportData", tag: "account", summary: "Everything kept about the reader, as JSON (GDPR); POST /account/import reads it back" }),
  route({ method: "POST", path: "/account/import", procedure: "account.importData", tag: "account", bodyLimit: BODY_LIMITS["account.importData"], summary: "Read an account export into this account, adding to what it holds (all or nothing; comments are not posted again)" }),
  route({ method: "POST", path: "/account/delete", procedure: "account.deleteAccount", tag: "account", errors: { 401: "INVALID_CREDENTIALS: wrong password" }, summary: "Delete the account and all its data (the password confirms it)" }),

  route({ method: "GET", path: "/user/preferences", procedure: "preferences.get", tag: "preferences", summary: "Preferences (defaults when none)" }),
  route({ method: "PUT", path: "/user/preferences", procedure: "preferences.update", tag: "preferences", summary: "Partial update" }),
  route({ method: "PATCH", path: "/user/preferences", procedure: "preferences.setPrimaryLanguage", tag: "preferences", summary: "Change the primary language" }),
  route({ method: "POST", path: "/user/verse-history", procedure: "preferences.addHistory", tag: "preferences", status: 201, summary: "Record a reading (also moves lastBook/lastChapter/lastVerse)" }),
  route({ method: "GET", path: "/user/verse-history", procedure: "preferences.history", tag: "preferences", summary: "Recent readings" }),

  route({ method: "GET", path: "/reading/current", procedure: "reading.current", tag: "reading", guests: true, errors: { 503: "PLAN_NOT_INSTALLED" }, summary: "Current reading of the plan (the user's stored day, day 1 for guests, or ?day=)" }),
  route({ method: "GET", path: "/reading/current/{day}", procedure: "reading.current", tag: "reading", guests: true, errors: { 503: "PLAN_NOT_INSTALLED" }, summary: "Reading of one plan day" }),
  route({ method: "POST", path: "/reading/navigate", procedure: "reading.navigate", tag: "reading", guests: true, errors: { 503: "PLAN_NOT_INSTALLED" }, summary: "Previous or next day (stored for signed-in users; stays at either end of the plan)" }),
  route({ method: "POST", path: "/reading/complete", procedure: "reading.complete", tag: "reading", errors: { 503: "PLAN_NOT_INSTALLED" }, summary: "Mark a day of the active plan (or ?plan) done or not" }),

  route({ method: "GET", path: "/plans", procedure: "plans.list", tag: "plans", guests: true, summary: "The reading plans, with the signed-in reader's start date and progress in those they follow" }),
  route({ method: "POST", path: "/plans/{plan}/start", procedure: "plans.start", tag: "plans", summary: "Start a plan on a date (default today) or reopen a followed one; it becomes the active plan" }),
  route({ method: "POST", path: "/plans/{plan}/stop", procedure: "plans.stop", tag: "plans", summary: "Stop following a plan (its start date and days done are forgotten)" }),
  route({ method: "GET", path: "/plans/{plan}/current", procedure: "reading.current", tag: "plans", guests: true, errors: { 503: "PLAN_NOT_INSTALLED" }, summary: "Today's day of a plan in ?timeZone (or ?day=)" }),
  route({ method: "POST", path: "/plans/{plan}/complete", procedure: "reading.complete", tag: "plans", errors: { 503: "PLAN_NOT_INSTALLED" }, summary: "Mark a day of a plan done (completed: false to undo)" }),
  route({ method: "GET", path: "/plans/{plan}/progress", procedure: "plans.progress", tag: "plans", summary: "Days done, percent, streak and missed days in a followed plan" }),
  route({ method: "POST", path: "/plans/import-guest", procedure: "plans.importGuest", tag: "plans", summary: "Move a guest's plans (kept in the browser) into the account" }),

  route({ method: "GET", path: "/translations/{language}", procedure: "translations.get", tag: "translations", guests: true, cacheControl: HOUR_CACHE, etag: true, errors: { 404: "Not one of the 12 languages (field language)" }, summary: "Interface texts of one of the 12 languages (id or code)" }),

  route({ method: "GET", path: "/bible", procedure: "bible.chapter", tag: "bible", guests: true, ...chapterAnswer, summary: "A chapter in one version" }),
  route({ method: "GET", path: "/bible/{book}/{chapter}/{language}/{version}", procedure: "bible.chapter", tag: "bible", guests: true, ...chapterAnswer, summary: "A chapter in one version (path form)" }),
  route({ method: "GET", path: "/chapters", procedure: "bible.chapters", tag: "bible", guests: true, cacheControl: READER_CACHE, etag: true, revision: chapterSetRevision, errors: CHAPTER_ERRORS, summary: "The reader's request: a chapter in one to three versions (?book=Psalms&chapter=119&versions=fr:LSG&versions=en:KJV), each column its text or its error" }),
  route({ method: "GET", path: "/packs/{version}", procedure: "bible.pack", tag: "bible", guests: true, cacheControl: PACK_CACHE, etag: true, revision: packJsonRevision, errors: { 400: "Unknown or not installed version, unknown reader language" }, summary: "A version's pack for reading offline (?reader=fr): every verse with its trusted alignment links, and the originals they name with their glosses in the reader's language" }),
  route({ method: "GET", path: "/packs/{version}/size", procedure: "bible.packSize", tag: "bible", guests: true, cacheControl: PACK_CACHE, errors: { 400: "Unknown or not installed version, unknown reader language" }, summary: "The size of a version's pack (?reader=fr), compressed and not, shown before its download" }),
  route({ method: "GET", path: "/bible-versions", procedure: "bible.versions", tag: "bible", guests: true, summary: "Versions of a language (?language=)" }),
  route({ method: "GET", path: "/bible-versions/{language}", procedure: "bible.versions", tag: "bible", guests: true, summary: "Versions of a language, installed first" }),
  route({ method: "GET", path: "/books", procedure: "bible.books", tag: "bible", guests: true, summary: "The 66 books with names in ?lang=" }),
  route({ method: "GET", path: "/search", procedure: "search.query", tag: "search", guests: true, errors: { 400: "An empty or too long query, a reference whose chapter or verse does not exist (field q), an unknown version or book" }, summary: "Search the installed versions: words, \"phrases\", a reference ('Jean 3:16') or a Strong's number (G26); ranked, by book, paged" }),
  route({ method: "GET", path: "/reference", procedure: "search.reference", tag: "search", guests: true, errors: { 400: "Not a reference, or a chapter or verse that does not exist (field q)" }, summary: "Read a reference typed in any of the 12 languages ('Jn 3,16', '요한복음 3:16')" }),
  route({ method: "GET", path: "/sources", procedure: "sources.list", tag: "sources", guests: true, summary: "Texts and data sets, with licences" }),

  route({ method: "GET", path: "/bookmarks", procedure: "library.bookmarks", tag: "library", summary: "The signed-in user's bookmarks" }),
  route({ method: "GET", path: "/bookmarks/{userId}", procedure: "library.bookmarks", tag: "library", summary: "A user's bookmarks" }),
  route({ method: "POST", path: "/bookmarks", procedure: "library.addBookmark", tag: "library", status: 201, summary: "Save a passage" }),
  route({ method: "DELETE", path: "/bookmarks/{userId}/{bookmarkId}", procedure: "library.removeBookmark", tag: "library", ...missing, summary: "Delete a bookmark" }),
  route({ method: "GET", path: "/qa-history/{book}/{chapter}", procedure: "library.qaHistory", tag: "library", summary: "The signed-in user's questions on a chapter, newest first" }),
  route({ method: "POST", path: "/qa-history/save/{id}", procedure: "library.saveQa", tag: "library", ...missing, summary: "Save a Q&A to the library" }),
  route({ method: "DELETE", path: "/qa-history/save/{id}", procedure: "library.unsaveQa", tag: "library", ...missing, summary: "Remove a Q&A from the library" }),
  route({ method: "DELETE", path: "/qa-history/save/{userId}/{qaId}", procedure: "library.unsaveQaOf", tag: "library", ...missing, summary: "Remove a Q&A from the library (library page form)" }),
  route({ method: "GET", path: "/saved-qa/{userId}", procedure: "library.savedQa", tag: "library", summary: "A user's saved Q&A" }),

  route({ method: "GET", path: "/vocabulary/{userId}", procedure: "vocabulary.list", tag: "vocabulary", summary: "A user's words" }),
  route({ method: "POST", path: "/vocabulary", procedure: "vocabulary.add", tag: "vocabulary", summary: "Add a word (the same word in the same language updates its entry)" }),
  route({ method: "DELETE", path: "/vocabulary/{userId}/{wordId}", procedure: "vocabulary.remove", tag: "vocabulary", ...missing, summary: "Delete a word" }),
  route({ method: "GET", path: "/vocabulary/export", procedure: "vocabulary.export", tag: "vocabulary", summary: "The signed-in reader's words as a file: ?format=csv (RFC 4180, header row), anki (tab-separated text Anki imports) or apkg (an Anki package, content in base64), ?language= and ?readerLanguage= optional" }),
  route({ method: "POST", path: "/vocabulary/import", procedure: "vocabulary.import", tag: "vocabulary", bodyLimit: BODY_LIMITS["vocabulary.import"], summary: "Import a CSV of words (header row with word and language); one bad line refuses the file with CSV_INVALID naming it" }),

  route({ method: "GET", path: "/learning/words/{version}/{book}/{chapter}", procedure: "learning.chapterWords", tag: "learning", guests: true, cacheControl: READER_CACHE, errors: CHAPTER_ERRORS, summary: "A chapter's running words with their lemma (the word a learner knows) and the original each renders (?language=)" }),
  route({ method: "GET", path: "/learning/states", procedure: "learning.states", tag: "learning", summary: "The signed-in reader's marked words of ?language= (learning, known, ignored); any other word is new" }),
  route({ method: "POST", path: "/learning/states", procedure: "learning.mark", tag: "learning", summary: "Mark words of a language learning, known, ignored, or new again (onlyNew: only words without a state); a word marked learning is saved to the vocabulary with its review cards (place: the verse it was marked in)" }),
  route({ method: "POST", path: "/learning/import-guest", procedure: "learning.importGuest", tag: "learning", summary: "Move a guest's word states (kept in the browser) into the account; the account's own states stay" }),
  route({ method: "GET", path: "/learning/counts", procedure: "learning.counts", tag: "learning", summary: "Known, learning and ignored words per language, counted by lemma, with the known words week by week" }),
  route({ method: "GET", path: "/learning/core/{version}", procedure: "learning.coreVocabulary", tag: "learning", guests: true, cacheControl: READER_CACHE, errors: { 404: "The version is not installed" }, summary: "A version's core vocabulary: its commonest lemmas (?limit=, default 200) with their running words, and how many lemmas cover 80, 90 and 95 % of the text" }),
  route({ method: "GET", path: "/learning/core/{version}/progress", procedure: "learning.coreProgress", tag: "learning", errors: { 404: "The version is not installed" }, summary: "The signed-in reader's share of the version's running words (and of its New Testament's) they know, and the next ?size= core words they have not marked" }),
  route({ method: "POST", path: "/learning/core/{version}/learn", procedure: "learning.learnCore", tag: "learning", errors: { 404: "The version is not installed" }, summary: "Learn core words before reading: each lemma not marked yet is saved to the vocabulary with its review cards and the first verse the version reads it in" }),

  route({ method: "GET", path: "/review/due", procedure: "review.due", tag: "review", summary: "Cards due before the end of the reader's day (?language=, ?timeZone=), or the two cards of one word (?wordId=)" }),
  route({ method: "POST", path: "/review/grade", procedure: "review.grade", tag: "review", errors: { 404: "No such card (or not yours)", 409: "CARD_ALREADY_GRADED" }, summary: "Grade a card 1-4 (Again, Hard, Good, Easy) with FSRS; 409 CARD_ALREADY_GRADED when graded since shown" }),
  route({ method: "GET", path: "/review/counts", procedure: "review.counts", tag: "review", summary: "The reader's day: due, reviewed, new words, reading done, streak" }),
  route({ method: "GET", path: "/review/summary", procedure: "review.summary", tag: "review", summary: "What a review session did since ?since=: reviewed, correct, next due" }),
  route({ method: "GET", path: "/review/schedule", procedure: "review.schedule", tag: "review", summary: "The reader's review log length, the reviews needed to train their own FSRS parameters, and those parameters' log loss before and after when trained" }),
  route({ method: "POST", path: "/review/schedule", procedure: "review.trainSchedule", tag: "review", errors: { 412: "NOT_ENOUGH_REVIEWS (needed, reviews)", 429: "RATE_LIMITED" }, summary: "Train the reader's own FSRS parameters on their review log; kept when they predict it better (improved)" }),

  route({ method: "GET", path: "/community-questions", procedure: "community.list", tag: "community", guests: true, summary: "Recent questions, optionally for one book" }),
  route({ method: "GET", path: "/community-questions/popular", procedure: "community.popular", tag: "community", guests: true, summary: "Questions with at least minVotes votes, best first" }),
  route({ method: "GET", path: "/community-questions/{id}", procedure: "community.get", tag: "community", guests: true, ...missing, summary: "One question" }),
  route({ method: "GET", path: "/community-questions/user-votes/{userId}", procedure: "community.userVotes", tag: "community", summary: "A user's votes" }),
  route({ method: "POST", path: "/community-questions/{id}/vote-tracked", procedure: "community.vote", tag: "community", errors: { 404: "No such question", 409: "ALREADY_VOTED" }, summary: "Vote up (1) or down (-1); the same vote twice is a 409 ALREADY_VOTED" }),
  route({ method: "POST", path: "/community-questions/{id}/view", procedure: "community.view", tag: "community", guests: true, ...missing, summary: "Count a view (once per viewer and day)" }),
  route({ method: "GET", path: "/community-questions/{id}/comments", procedure: "community.comments", tag: "community", guests: true, ...missing, summary: "Approved comments, oldest first" }),
  route({ method: "POST", path: "/community-questions/{id}/comments", procedure: "community.addComment", tag: "community", status: 201, ...missing, summary: "Submit a comment for moderation" }),
  route({ method: "GET", path: "/community-questions/mine", procedure: "community.mine", tag: "community", summary: "The questions the signed-in reader asked and the comments they wrote, each pending, approved or rejected" }),

  route({ method: "GET", path: "/moderation/count", procedure: "community.pendingCount", ...moderators, summary: "How many questions and comments wait for moderation" }),
  route({ method: "GET", path: "/moderation/questions", procedure: "community.pendingQuestions", ...moderators, summary: "Questions guests asked, waiting for moderation, oldest first" }),
  route({ method: "POST", path: "/moderation/questions/{id}", procedure: "community.moderateQuestion", ...moderated, summary: "Approve (publish) or reject a question: { decision: approve | reject }" }),
  route({ method: "PUT", path: "/moderation/questions/{id}/category", procedure: "community.setCategory", ...moderated, summary: "File a question under another category" }),
  route({ method: "GET", path: "/moderation/comments", procedure: "community.pendingComments", ...moderators, summary: "Comments waiting for moderation, oldest first (the author's e-mail for administrators only)" }),
  route({ method: "POST", path: "/moderation/comments/{id}", procedure: "community.moderateComment", ...moderated, summary: "Approve (publish) or reject a comment: { decision: approve | reject }" }),

  route({ method: "POST", path: "/word-definition", procedure: "ai.wordDefinition", tag: "ai", ...aiCall, summary: "Define a word in its sentence (and give the sentence in the target language)" }),
  route({ method: "POST", path: "/explanation", procedure: "ai.explanation", tag: "ai", ...aiCall, summary: "Explain a passage" }),
  route({ method: "POST", path: "/ask-question", procedure: "ai.askQuestion", tag: "ai", ...aiCall, errors: { ...AI_ERRORS, 403: "FORBIDDEN: userId is not the signed-in reader's", 422: "OFF_TOPIC" }, summary: "Ask a question about a chapter" }),
  route({ method: "GET", path: "/occurrences/{strongs}", procedure: "bible.occurrences", tag: "bible", guests: true, summary: "Verses where an original word (Strong's number) occurs, in a version of the reader's language (?language=&version=&page=&pageSize=), aligned words highlighted" }),
  route({ method: "POST", path: "/context-translation", procedure: "ai.contextInLanguage", tag: "ai", ...aiCall, summary: "A sentence in another language (the word dialog's primary-language context)" }),
];
