import { findLanguage, type Language } from "@bible/canon";
import { useQuery } from "@tanstack/react-query";
import { LanguagesIcon, PlusIcon, Undo2Icon, Volume2Icon } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { definitionFromPack, parsedPack, readPack, type VersionPack } from "@/features/offline/packs";
import { ContextSentence } from "@/features/word/context-sentence";
import { Occurrences } from "@/features/word/occurrences";
import { bookName } from "@/lib/book-name";
import { passageReference } from "@/lib/format";
import { useSession } from "@/lib/session";
import { speak, useHasVoice } from "@/lib/speech";
import { toast } from "@/lib/toast";
import { type RouterInputs, type RouterOutputs, trpc } from "@/lib/trpc";
import type { WordPlace, WordSelectedDetail } from "@/lib/word-selection";
import { newWriteKey } from "@/lib/write-queue";
import { sendOrQueue } from "@/lib/write-sync";

type WordDefinition = RouterOutputs["ai"]["wordDefinition"];
/** How often a dialog whose version is still being aligned asks again. */
const PENDING_RETRY_MS = 15_000;
/** What « Ajouter au vocabulaire » sends (POST /api/vocabulary, vocabulary.add's input). */
type AddWordBody = Omit<RouterInputs["vocabulary"]["add"], "userId" | "idempotencyKey">;

export function WordDialog({ selection, onClose }: { selection: WordSelectedDetail; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const interfaceLanguage = findLanguage(i18n.language) ?? findLanguage("fr");
  const wordLanguage = findLanguage(selection.language);
  const native = interfaceLanguage?.id ?? "french";
  const { client } = trpc.useUtils();

  // A word of a version downloaded for offline reading is answered from its pack when the network is down.
  const fromPack = (pack: VersionPack | undefined): WordDefinition | undefined =>
    pack && selection.place
      ? definitionFromPack(
          pack,
          { word: selection.word, context: selection.context, place: selection.place },
          { missing: t("offline.wordFromPack"), englishGloss: (gloss) => t("offline.englishGloss", { gloss }) },
        )
      : undefined;
  const version = selection.place?.version;
  // Offline with the pack already read (the reader read it to show the chapter): the answer is in the dialog's
  // first render, with no server call to wait for and no second render.
  const [offlineAnswer] = useState(() =>
    typeof navigator !== "undefined" && !navigator.onLine && version ? fromPack(parsedPack(version)) : undefined,
  );

  // A mutation on the server (it may call a model), cached here per word, sentence and languages.
  const definition = useQuery({
    queryKey: ["word-definition", selection.word, selection.context, selection.language, native, selection.place],
    queryFn: async () => {
      try {
        return await client.ai.wordDefinition.mutate({
          word: selection.word,
          context: selection.context,
          targetLanguage: selection.language,
          nativeLanguage: native,
          // The verse and the word's place in it: the server reads the stored alignment instead of guessing.
          ...(selection.place ?? {}),
        });
      } catch (error) {
        // No network: the pack's answer, when this device keeps the version.
        const offline = version ? fromPack(await readPack(version).catch(() => undefined)) : undefined;
        if (offline) return offline;
        throw error;
      }
    },
    ...(offlineAnswer ? { initialData: offlineAnswer, staleTime: Number.POSITIVE_INFINITY } : {}),
    // Asked while the verse's version is being aligned: asked again until the original word can be named, so a
    // dialog left open fills in when the alignment ends (pending answers are never cached on the server).
    refetchInterval: (query) => (query.state.data?.pending ? PENDING_RETRY_MS : false),
  });

  useEffect(() => {
    if (!definition.isError) return;
    toast({ variant: "destructive", title: t("toast.error.title"), description: t("errors.definitionFailed") });
    onClose();
  }, [definition.isError, onClose, t]);

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t("word.close")} className="max-w-xl" data-testid="word-dialog">
        <DialogHeader>
          <div className="flex items-start gap-1 pe-6">
            <DialogTitle className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-2xl">
              <span lang={wordLanguage?.code} dir={wordLanguage?.dir}>
                {definition.data?.word ?? selection.word}
              </span>
              {definition.data?.pronunciation ? (
                <span className="font-mono text-base font-normal text-muted-foreground" dir="ltr">
                  {definition.data.pronunciation}
                </span>
              ) : null}
              {definition.data?.pronunciationSystem ? (
                <span className="text-xs font-normal text-muted-foreground" data-testid="word-pronunciation-system">
                  {definition.data.pronunciationSystem}
                </span>
              ) : null}
            </DialogTitle>
            <SpeakButton
              word={definition.data?.word ?? selection.word}
              verse={selection.verseText}
              bcp47={wordLanguage?.code}
            />
          </div>
          {selection.place ? <WordPlaceLine place={selection.place} /> : null}
          <DialogDescription>{t("word.dialogDescription")}</DialogDescription>
        </DialogHeader>
        {definition.data ? (
          <DefinitionBody
            definition={definition.data}
            selection={selection}
            wordLanguage={wordLanguage}
            interfaceLanguage={interfaceLanguage}
            onClose={onClose}
          />
        ) : (
          <div className="flex flex-col gap-3" aria-busy="true">
            <p className="text-sm text-muted-foreground" role="status">
              {t("word.loading")}
            </p>
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-16 w-full" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Which verse the dialog answers for: 'Jean 3:16 (CUV)', the book in the interface's language. */
function WordPlaceLine({ place }: { place: WordPlace }) {
  const { i18n } = useTranslation();
  const reference = passageReference(bookName(place.book, i18n.language), place.chapter, place.verse);
  return (
    <p className="text-sm font-medium text-muted-foreground" data-testid="word-place">
      {place.version ? `${reference} (${place.version})` : reference}
    </p>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</h3>
      <div className="text-sm">{children}</div>
    </div>
  );
}

/** A verb's tenses or a noun's cases, name → forms; nothing when the word has none. */
function FormsTable({ label, rows, lang }: { label: string; rows: [string, string][]; lang: string | undefined }) {
  if (rows.length === 0) return null;
  return (
    <Field label={label}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {rows.map(([name, forms]) => (
          <div key={name} className="contents">
            <dt className="text-muted-foreground">{name}</dt>
            <dd lang={lang}>{forms}</dd>
          </div>
        ))}
      </dl>
    </Field>
  );
}

function DefinitionBody({
  definition,
  selection,
  wordLanguage,
  interfaceLanguage,
  onClose,
}: {
  definition: WordDefinition;
  selection: WordSelectedDetail;
  wordLanguage: Language | undefined;
  interfaceLanguage: Language | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const utils = trpc.useUtils();
  const [showPrimary, setShowPrimary] = useState(false);
  const primaryName = interfaceLanguage ? t(`common.language.${interfaceLanguage.id}`) : "";
  const sameLanguage = wordLanguage !== undefined && wordLanguage.id === interfaceLanguage?.id;

  const primaryContext = trpc.ai.contextInLanguage.useMutation({
    onSuccess: () => setShowPrimary(true),
    onError: () =>
      toast({
        variant: "destructive",
        title: t("toast.error.title"),
        description: t("toast.contextFailed", { language: primaryName }),
      }),
  });

  const [adding, setAdding] = useState(false);

  function onAdd() {
    if (!user) {
      toast({ title: t("toast.signInRequired.title"), description: t("errors.authRequired") });
      return;
    }
    const word: AddWordBody = {
      word: definition.word,
      definition: definition.definition ?? undefined,
      language: selection.language,
      context: selection.context,
      // The original word behind it and its verse, for the review answer and the exports.
      strongs: definition.strongs,
      place: selection.place
        ? {
            book: selection.place.book,
            chapter: selection.place.chapter,
            verse: selection.place.verse,
            ...(selection.place.version ? { version: selection.place.version } : {}),
          }
        : null,
      // The card keeps the verse in the reader's language too, as the hint of its cloze.
      ...(interfaceLanguage ? { readerLanguage: interfaceLanguage.id } : {}),
      grammaticalInfo: {
        type: definition.grammaticalType,
        infinitive: definition.infinitive,
        pronunciation: definition.pronunciation,
        translation: definition.translation,
        conjugations: definition.conjugations,
      },
    };
    setAdding(true);
    // Kept on the device before it is sent, and sent again until the server has it (issue 34).
    sendOrQueue({ key: newWriteKey("word"), kind: "word", path: "/api/vocabulary", body: word })
      .then(async (outcome) => {
        if (outcome.state === "refused") throw new Error(`refused with ${outcome.status}`);
        if (outcome.state === "queued") {
          toast({ title: t("sync.wordQueued") });
          onClose();
          return;
        }
        toast({
          variant: "success",
          title: t("toast.wordAdded.title"),
          description: t("toast.wordAdded.text", { word: definition.word }),
        });
        await Promise.all([
          utils.vocabulary.list.invalidate(),
          utils.review.counts.invalidate(),
          utils.review.due.invalidate(),
        ]);
        onClose();
      })
      .catch(() =>
        toast({ variant: "destructive", title: t("toast.error.title"), description: t("errors.addWordFailed") }),
      )
      .finally(() => setAdding(false));
  }

  const conjugations = Object.entries(definition.conjugations ?? {});
  const declension = Object.entries(definition.declension ?? {});
  const context = showPrimary && primaryContext.data ? primaryContext.data.context : selection.context;

  return (
    <>
      <div className="flex flex-col gap-4" data-testid="word-definition">
        <div className="flex flex-wrap gap-2">
          {definition.grammaticalType ? (
            <Badge variant="secondary" title={t("word.grammaticalType")}>
              {definition.grammaticalType}
            </Badge>
          ) : null}
          {definition.infinitive ? (
            <Badge variant="outline" className="gap-1.5">
              <span className="font-normal text-muted-foreground">{t("word.baseForm")}</span>
              <span lang={wordLanguage?.code}>{definition.infinitive}</span>
            </Badge>
          ) : null}
        </div>
        {definition.definition ? (
          <Field label={t("word.definition")}>
            <p>{definition.definition}</p>
          </Field>
        ) : null}
        {!sameLanguage && definition.translation ? (
          <Field label={t("word.translation")}>
            <span className="font-medium">{definition.translation}</span>
          </Field>
        ) : null}
        <FormsTable label={t("word.conjugations")} rows={conjugations} lang={wordLanguage?.code} />
        <FormsTable label={t("word.declension")} rows={declension} lang={wordLanguage?.code} />
        <OriginalWord definition={definition} />
        {definition.strongs ? (
          <Occurrences strongs={definition.strongs} reader={interfaceLanguage} onNavigate={onClose} />
        ) : null}
        {definition.missing ? (
          <p className="text-xs text-muted-foreground" data-testid="word-missing">
            {definition.missing}
          </p>
        ) : null}
        <Field label={t("word.context")}>
          <div className="rounded-md border bg-muted/40 p-3">
            <ContextSentence
              text={context}
              lang={showPrimary ? interfaceLanguage?.code : wordLanguage?.code}
              dir={showPrimary ? interfaceLanguage?.dir : wordLanguage?.dir}
            />
          </div>
          {sameLanguage ? null : showPrimary ? (
            <Button variant="link" size="sm" className="mt-1 h-auto px-0" onClick={() => setShowPrimary(false)}>
              <Undo2Icon aria-hidden="true" />
              {t("word.backToOriginal")}
            </Button>
          ) : (
            <Button
              variant="link"
              size="sm"
              className="mt-1 h-auto px-0"
              disabled={primaryContext.isPending}
              onClick={() =>
                primaryContext.data
                  ? setShowPrimary(true)
                  : primaryContext.mutate({
                      context: selection.context,
                      language: interfaceLanguage?.id ?? "french",
                    })
              }
            >
              <LanguagesIcon aria-hidden="true" />
              {t("word.viewPrimaryContext", { language: primaryName })}
            </Button>
          )}
        </Field>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t("word.close")}</Button>
        </DialogClose>
        <Button onClick={onAdd} disabled={adding} data-testid="word-add">
          <PlusIcon aria-hidden="true" />
          {adding ? t("word.adding") : t("word.addToVocabulary")}
        </Button>
      </DialogFooter>
    </>
  );
}

/**
 * The Hebrew, Aramaic or Greek word behind the selected one: each original term found with its phonetic and note,
 * or, when none is, the one sentence that says why (Greek words are named in that note too).
 */
function OriginalWord({ definition }: { definition: WordDefinition }) {
  const { t } = useTranslation();
  const terms = [
    {
      key: "hebrew",
      label: t("word.hebrew"),
      lang: "he",
      term: definition.hebrew,
      phonetic: definition.hebrewPhonetic,
      explanation: definition.hebrewExplanation,
    },
    {
      key: "aramaic",
      label: t("word.aramaic"),
      lang: "arc",
      term: definition.aramaic,
      phonetic: definition.aramaicPhonetic,
      explanation: definition.aramaicExplanation,
    },
  ].filter((entry) => entry.term);
  const strongs = definition.strongs ? (
    <Badge variant="outline" className="font-mono" data-testid="word-strongs" dir="ltr">
      {definition.strongs}
    </Badge>
  ) : null;
  if (terms.length === 0) {
    return (
      <Field label={t("word.original")}>
        <div className="flex flex-col items-start gap-1" data-testid="word-original">
          {strongs}
          <span className="text-muted-foreground">
            {definition.hebrewExplanation ?? definition.aramaicExplanation ?? t("word.hebrewUnavailable")}
          </span>
        </div>
      </Field>
    );
  }
  return (
    <div className={terms.length > 1 ? "grid gap-4 sm:grid-cols-2" : "grid gap-4"} data-testid="word-original">
      {terms.map((entry) => (
        <Field key={entry.key} label={entry.label}>
          <div className="flex flex-col gap-0.5">
            <span className="flex flex-wrap items-center gap-2">
              <span lang={entry.lang} dir="rtl" className="font-serif text-xl">
                {entry.term}
              </span>
              {strongs}
            </span>
            {entry.phonetic ? (
              <span className="flex items-baseline gap-2 text-muted-foreground">
                <span className="text-xs">{t("word.phonetic")}</span>
                <span className="italic" dir="ltr">
                  {entry.phonetic}
                </span>
              </span>
            ) : null}
            {entry.explanation ? <span className="text-muted-foreground">{entry.explanation}</span> : null}
          </div>
        </Field>
      ))}
    </div>
  );
}

/** Reads the word, then its verse, in the word's language; shown only when the browser has a voice for it. */
function SpeakButton({ word, verse, bcp47 }: { word: string; verse: string | undefined; bcp47: string | undefined }) {
  const { t } = useTranslation();
  const available = useHasVoice(bcp47);
  if (!available || !bcp47) return null;
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-8 self-center"
      aria-label={t("word.listen")}
      title={t("word.listen")}
      data-testid="word-speak"
      onClick={() => speak(verse ? [word, verse] : [word], bcp47)}
    >
      <Volume2Icon aria-hidden="true" />
    </Button>
  );
}
