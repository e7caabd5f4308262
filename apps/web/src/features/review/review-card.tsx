import { findLanguage } from "@bible/canon";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { bookName } from "@/lib/book-name";
import { passageReference } from "@/lib/format";
import { contentLanguageProps } from "@/lib/text-direction";
import type { RouterOutputs } from "@/lib/trpc";
import { DefinitionRow, MeaningRows } from "../vocabulary/definition-rows";
import { pronunciationLabel } from "../vocabulary/pronunciation";
import { contextParts, plainContext } from "./context-parts";
import { SpeakButton } from "./speak-button";

export type ReviewCardData = RouterOutputs["review"]["due"][number];

/**
 * One card of the session. Recognition: the word in its verse, highlighted → its meaning. Recall: the
 * translation and the verse with the word blanked → the word. `shown` reveals the answer.
 */
export function ReviewCardFace({ card, shown }: { card: ReviewCardData; shown: boolean }) {
  const { t, i18n } = useTranslation();
  const { word } = card;
  const info = word.grammaticalInfo;
  const language = contentLanguageProps(word.language);
  const bcp47 = findLanguage(word.language)?.locale ?? word.language;
  const parts = contextParts(word.context);
  const recall = card.direction === "recall";
  const blank = recall && !shown;
  const meaning = info.translation || word.definition;

  const speakers = (
    <span className="flex items-center">
      <SpeakButton text={word.word} bcp47={bcp47} label={t("review.listenWord")} />
      {word.context ? (
        <SpeakButton text={plainContext(word.context)} bcp47={bcp47} label={t("review.listenVerse")} />
      ) : null}
    </span>
  );

  return (
    <div className="flex flex-col gap-5" data-testid="review-card" data-direction={card.direction}>
      <div className="flex items-center justify-between gap-2">
        <Badge variant="secondary">{recall ? t("review.recall.label") : t("review.recognition.label")}</Badge>
        {!blank ? speakers : null}
      </div>
      <p className="text-sm text-muted-foreground">
        {recall ? t("review.recall.prompt") : t("review.recognition.prompt")}
      </p>

      {recall ? (
        <p className="text-xl font-semibold break-words" dir="auto" data-testid="review-meaning">
          {meaning}
        </p>
      ) : (
        <p className="font-serif text-3xl font-semibold break-words" {...language} data-testid="review-word">
          {word.word}
        </p>
      )}

      {word.context ? (
        <p className="font-serif text-lg leading-relaxed" {...language} data-testid="review-context">
          {parts.before}
          {parts.word === null ? null : blank ? (
            <span className="inline-block min-w-16 border-b-2 border-primary align-baseline" data-testid="review-blank">
              <span className="sr-only">{t("review.blank")}</span>
              &nbsp;
            </span>
          ) : (
            <mark className="rounded bg-primary/15 px-0.5 font-semibold text-foreground">{parts.word}</mark>
          )}
          {parts.after}
        </p>
      ) : null}

      {/* The verse in the reader's language: the hint of the cloze (recall), the answer's companion (recognition). */}
      {word.parallel && (recall || shown) ? (
        <figure
          className="flex flex-col gap-1 border-s-2 border-muted-foreground/30 ps-3"
          data-testid="review-parallel"
        >
          <figcaption className="text-xs text-muted-foreground">{t("review.parallelVerse")}</figcaption>
          <blockquote className="font-serif text-muted-foreground" {...contentLanguageProps(word.parallel.language)}>
            {word.parallel.text}
          </blockquote>
        </figure>
      ) : null}

      {shown ? (
        <dl className="flex flex-col gap-3 rounded-lg bg-muted p-4 text-sm animate-fade-in" data-testid="review-answer">
          {recall ? (
            <DefinitionRow label={t("review.word")}>
              <dd className="font-serif text-2xl font-semibold" {...language}>
                {word.word}
              </dd>
            </DefinitionRow>
          ) : null}
          <DefinitionRow label={t("review.pronunciation")}>
            <dd className="font-mono" dir="ltr">
              {pronunciationLabel(info.pronunciation, t("vocabulary.pronunciationDefault"))}
              {info.type ? <span className="ms-2 font-sans text-muted-foreground">· {info.type}</span> : null}
            </dd>
          </DefinitionRow>
          <MeaningRows translation={info.translation} definition={word.definition} />
          {info.infinitive ? (
            <DefinitionRow label={t("review.baseForm")}>
              <dd {...language}>{info.infinitive}</dd>
            </DefinitionRow>
          ) : null}
          {word.original ? (
            <DefinitionRow label={t("word.original")}>
              <dd className="flex flex-wrap items-center gap-2" data-testid="review-original">
                {word.original.lemma ? (
                  <span className="font-serif text-xl" {...originalLanguage(word.original.strongs)}>
                    {word.original.lemma}
                  </span>
                ) : null}
                <Badge variant="outline" className="font-mono" dir="ltr">
                  {word.original.strongs}
                </Badge>
              </dd>
            </DefinitionRow>
          ) : null}
          {word.place ? (
            <DefinitionRow label={t("review.verse")}>
              <dd data-testid="review-place">
                {passageReference(bookName(word.place.bookId, i18n.language), word.place.chapter, word.place.verse)}
              </dd>
            </DefinitionRow>
          ) : null}
          {recall ? <div className="flex">{speakers}</div> : null}
        </dl>
      ) : null}
    </div>
  );
}

/** A Strong's number's language: H for Hebrew (and Aramaic), right to left; G for Greek. */
function originalLanguage(strongs: string): { lang: string; dir: "rtl" | "ltr" } {
  return strongs.startsWith("G") ? { lang: "grc", dir: "ltr" } : { lang: "he", dir: "rtl" };
}
