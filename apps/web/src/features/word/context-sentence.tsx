/** Shows a context sentence with its [bracketed] word highlighted. */
export function ContextSentence({ text, lang, dir }: { text: string; lang?: string; dir?: "ltr" | "rtl" }) {
  const match = /^(.*?)\[([^\]]+)\](.*)$/su.exec(text);
  return (
    <p lang={lang} dir={dir} className="font-serif text-[0.95rem] leading-relaxed" data-testid="word-context">
      {match ? (
        <>
          {match[1]}
          <mark className="rounded bg-primary/15 px-0.5 font-semibold text-foreground">{match[2]}</mark>
          {match[3]}
        </>
      ) : (
        text
      )}
    </p>
  );
}
