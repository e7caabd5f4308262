import {
  createAdminContext,
  createCaller,
  createContext,
  publishQuestion,
  recordQaEntry,
  type SessionCookieWriter,
} from "@bible/api";
import { communityQuestions, type DbHandle, eq, users } from "@bible/db";

/**
 * What the vocabulary, library and community tests start from: two readers and a moderator with
 * open sessions, community questions (two of them popular, one with an approved comment), an English
 * word in Alice's vocabulary and a question she asked earlier (not saved).
 * Written before the server starts, since the embedded database has a single owner.
 */
export type SeededUser = { id: string; email: string; password: string; firstName: string; sessionToken: string };

export type PagesSeed = {
  alice: SeededUser;
  bob: SeededUser;
  moderator: SeededUser;
  questions: { johnId: number; romansId: number; genesisId: number };
  aliceQaId: number;
};

export const SEED_PASSWORD = "lampe-a-mes-pieds";

async function createUser(database: DbHandle, email: string, firstName: string): Promise<SeededUser> {
  let sessionToken = "";
  const cookies: SessionCookieWriter = {
    set: (token) => {
      sessionToken = token;
    },
    clear: () => {},
  };
  const caller = createCaller(await createContext({ db: database.db, cookies }));
  const user = await caller.auth.signup({ email, password: SEED_PASSWORD, firstName });
  if (!sessionToken) throw new Error(`no session was opened for ${email}`);
  return { id: user.id, email, password: SEED_PASSWORD, firstName, sessionToken };
}

async function setVotes(database: DbHandle, id: number, votes: number) {
  await database.db.update(communityQuestions).set({ votes }).where(eq(communityQuestions.id, id));
}

export async function seedPagesData(database: DbHandle): Promise<PagesSeed> {
  const { db } = database;
  const alice = await createUser(database, "alice@example.org", "Alice");
  const bob = await createUser(database, "bob@example.org", "Bob");
  const moderator = await createUser(database, "moderation@example.org", "Modération");
  await db.update(users).set({ role: "admin" }).where(eq(users.id, moderator.id));

  const genesis = await publishQuestion(db, {
    book: "Genesis",
    chapter: 1,
    category: "theology",
    question: "Pourquoi la création est-elle racontée en sept jours ?",
    answer:
      "Le récit suit une **semaine** qui culmine dans le repos du septième jour. Il dit *qui* crée et *pourquoi*, plus que *comment*.",
  });
  const romans = await publishQuestion(db, {
    book: "Romans",
    chapter: 8,
    category: "application",
    question: "Que signifie « il n'y a maintenant aucune condamnation » ?",
    answer: "Paul explique que ceux qui sont en Christ sont libérés :\n\n- de la condamnation\n- de la loi du péché",
  });
  const john = await publishQuestion(db, {
    book: "John",
    chapter: 3,
    category: "language",
    question: "Que veut dire « naître de nouveau » dans Jean 3 ?",
    answer:
      "Le grec *anōthen* signifie à la fois « de nouveau » et « d'en haut ». Voir [le texte](https://www.biblegateway.com/passage/?search=John+3).",
  });
  await setVotes(database, john.id, 5);
  await setVotes(database, romans.id, 3);

  const admin = createCaller(createAdminContext(db));
  const firstComment = await createCaller(
    await createContext({ db, sessionToken: bob.sessionToken }),
  ).community.addComment({ id: john.id, content: "Merci, la note sur le grec m'a aidé." });
  await admin.community.moderateComment({ id: firstComment.id, decision: "approve" });

  // A word in a second language, so the vocabulary page has more than one group.
  await createCaller(await createContext({ db, sessionToken: alice.sessionToken })).vocabulary.add({
    word: "beginning",
    language: "english",
    definition: "The point in time at which something starts.",
    context: "In the beginning God created the heaven and the earth.",
    grammaticalInfo: { type: "noun", translation: "commencement", pronunciation: "/bɪˈɡɪnɪŋ/" },
  });

  const qa = await recordQaEntry(db, {
    userId: alice.id,
    book: "Genesis",
    chapter: 1,
    language: "french",
    question: "Que signifie « tohu-bohu » ?",
    answer: "L'hébreu *tohu wabohu* décrit une terre **informe et vide**, avant que Dieu ne l'ordonne.",
  });

  return {
    alice,
    bob,
    moderator,
    questions: { johnId: john.id, romansId: romans.id, genesisId: genesis.id },
    aliceQaId: qa.id,
  };
}
