import { BOOKS, bookByNumber } from "@bible/canon";
import { versesPerChapter } from "@bible/canon/verses";
import { balancedCuts } from "./balance";
import { type MCheyneSource, mcheyneDays } from "./mcheyne";
import type { PlanFile, PlanFilePassage } from "./plan-file";
import type { Passage } from "./references";

type Localized = Record<"fr" | "en" | "es" | "de" | "it" | "pt" | "zh" | "ko" | "ja" | "ru" | "ar" | "uk", string>;
type Chapter = { book: number; chapter: number; verses: number };

function chaptersOf(testaments: readonly ("OT" | "NT")[]): Chapter[] {
  return BOOKS.filter((book) => testaments.includes(book.testament)).flatMap((book) =>
    versesPerChapter(book).map((verses, i) => ({ book: book.number, chapter: i + 1, verses })),
  );
}

/** A plan file's passage: whole chapters as `{ book, chapter }`, parts with their verses. */
function filePassage(passage: Passage): PlanFilePassage {
  const book = bookByNumber(passage.book);
  const whole = passage.verseStart === 1 && passage.verseEnd === versesPerChapter(book)[passage.chapter - 1];
  return whole
    ? { book: book.osis, chapter: passage.chapter }
    : { book: book.osis, chapter: passage.chapter, verseStart: passage.verseStart, verseEnd: passage.verseEnd };
}

function fileOf(code: string, name: Localized, description: Localized, days: Passage[][]): PlanFile {
  return {
    code,
    name,
    description,
    days: days.map((readings, i) => ({ day: i + 1, readings: readings.map(filePassage) })),
  };
}

/** Consecutive chapters cut into `days` days of even verse counts. */
export function balancedDays(chapters: readonly Chapter[], days: number): Passage[][] {
  const sizes = balancedCuts(
    chapters.map((c) => c.verses),
    days,
  );
  let at = 0;
  return sizes.map((size) => {
    const day = chapters.slice(at, at + size);
    at += size;
    return day.map((c) => ({ book: c.book, chapter: c.chapter, verseStart: 1, verseEnd: c.verses }));
  });
}

/** The whole Bible in 365 days, Genesis to Revelation in canonical order (see the README for why in order). */
export function wholeBiblePlan(): PlanFile {
  return fileOf(
    "bible-365",
    {
      fr: "La Bible entière en un an",
      en: "The Whole Bible in One Year",
      es: "Toda la Biblia en un año",
      de: "Die ganze Bibel in einem Jahr",
      it: "Tutta la Bibbia in un anno",
      pt: "A Bíblia inteira em um ano",
      zh: "一年读完整本圣经",
      ko: "1년 성경 통독",
      ja: "一年で聖書全巻を読む",
      ru: "Вся Библия за год",
      ar: "الكتاب المقدس كله في سنة",
      uk: "Уся Біблія за рік",
    },
    {
      fr: "Les 1 189 chapitres de la Bible, de la Genèse à l'Apocalypse, dans l'ordre, en 365 jours d'une longueur égale (environ 85 versets par jour).",
      en: "All 1,189 chapters of the Bible, from Genesis to Revelation in order, in 365 days of even length (about 85 verses a day).",
      es: "Los 1189 capítulos de la Biblia, de Génesis a Apocalipsis en orden, en 365 días de igual extensión (unos 85 versículos al día).",
      de: "Alle 1189 Kapitel der Bibel, von 1. Mose bis zur Offenbarung der Reihe nach, in 365 gleich langen Tagesabschnitten (etwa 85 Verse am Tag).",
      it: "Tutti i 1189 capitoli della Bibbia, dalla Genesi all'Apocalisse in ordine, in 365 giorni di uguale lunghezza (circa 85 versetti al giorno).",
      pt: "Todos os 1189 capítulos da Bíblia, de Gênesis a Apocalipse em ordem, em 365 dias de igual extensão (cerca de 85 versículos por dia).",
      zh: "按顺序从创世记读到启示录，将圣经全部1189章分为365天，每天篇幅相近（约85节）。",
      ko: "창세기부터 요한계시록까지 성경 1,189장 전체를 순서대로, 분량이 고른 365일(하루 약 85절)에 나누어 읽습니다.",
      ja: "創世記からヨハネの黙示録まで、聖書全1189章を順番に、分量をそろえた365日（一日約85節）で読みます。",
      ru: "Все 1189 глав Библии по порядку, от Бытия до Откровения, за 365 дней примерно равной длины (около 85 стихов в день).",
      ar: "جميع أصحاحات الكتاب المقدس الـ 1189 بالترتيب، من التكوين إلى الرؤيا، في 365 يومًا متقاربة الطول (نحو 85 آية في اليوم).",
      uk: "Усі 1189 розділів Біблії по порядку, від Буття до Об'явлення, за 365 днів майже однакової довжини (близько 85 віршів на день).",
    },
    balancedDays(chaptersOf(["OT", "NT"]), 365),
  );
}

/** The New Testament in 90 days, Matthew to Revelation in order. */
export function newTestamentPlan(): PlanFile {
  return fileOf(
    "nt-90",
    {
      fr: "Le Nouveau Testament en 90 jours",
      en: "The New Testament in 90 Days",
      es: "El Nuevo Testamento en 90 días",
      de: "Das Neue Testament in 90 Tagen",
      it: "Il Nuovo Testamento in 90 giorni",
      pt: "O Novo Testamento em 90 dias",
      zh: "90天读完新约",
      ko: "90일 신약 통독",
      ja: "90日で新約聖書を読む",
      ru: "Новый Завет за 90 дней",
      ar: "العهد الجديد في 90 يومًا",
      uk: "Новий Завіт за 90 днів",
    },
    {
      fr: "Les 260 chapitres du Nouveau Testament, de Matthieu à l'Apocalypse, dans l'ordre, en 90 jours d'une longueur égale (environ 88 versets par jour).",
      en: "All 260 chapters of the New Testament, from Matthew to Revelation in order, in 90 days of even length (about 88 verses a day).",
      es: "Los 260 capítulos del Nuevo Testamento, de Mateo a Apocalipsis en orden, en 90 días de igual extensión (unos 88 versículos al día).",
      de: "Alle 260 Kapitel des Neuen Testaments, von Matthäus bis zur Offenbarung der Reihe nach, in 90 gleich langen Tagesabschnitten (etwa 88 Verse am Tag).",
      it: "Tutti i 260 capitoli del Nuovo Testamento, da Matteo all'Apocalisse in ordine, in 90 giorni di uguale lunghezza (circa 88 versetti al giorno).",
      pt: "Todos os 260 capítulos do Novo Testamento, de Mateus a Apocalipse em ordem, em 90 dias de igual extensão (cerca de 88 versículos por dia).",
      zh: "按顺序从马太福音读到启示录，将新约全部260章分为90天，每天篇幅相近（约88节）。",
      ko: "마태복음부터 요한계시록까지 신약 260장 전체를 순서대로, 분량이 고른 90일(하루 약 88절)에 나누어 읽습니다.",
      ja: "マタイの福音書からヨハネの黙示録まで、新約聖書全260章を順番に、分量をそろえた90日（一日約88節）で読みます。",
      ru: "Все 260 глав Нового Завета по порядку, от Матфея до Откровения, за 90 дней примерно равной длины (около 88 стихов в день).",
      ar: "جميع أصحاحات العهد الجديد الـ 260 بالترتيب، من متى إلى الرؤيا، في 90 يومًا متقاربة الطول (نحو 88 آية في اليوم).",
      uk: "Усі 260 розділів Нового Завіту по порядку, від Матвія до Об'явлення, за 90 днів майже однакової довжини (близько 88 віршів на день).",
    },
    balancedDays(chaptersOf(["NT"]), 90),
  );
}

/** M'Cheyne's calendar: day N is the Nth date of the year (1 January is day 1), its four readings in order. */
export function mcheynePlan(source: MCheyneSource): PlanFile {
  return fileOf(
    "mcheyne",
    {
      fr: "Plan de lecture de M'Cheyne",
      en: "M'Cheyne Reading Plan",
      es: "Plan de lectura de M'Cheyne",
      de: "Bibelleseplan nach M'Cheyne",
      it: "Piano di lettura di M'Cheyne",
      pt: "Plano de leitura de M'Cheyne",
      zh: "麦琴读经计划",
      ko: "맥체인 성경 읽기표",
      ja: "マッケーン聖書通読表",
      ru: "План чтения Мак-Чейна",
      ar: "خطة ماكشين للقراءة",
      uk: "План читання Мак-Чейна",
    },
    {
      fr: "Le calendrier de Robert Murray M'Cheyne (1842) : quatre lectures par jour pendant un an, deux pour la famille et deux pour la lecture personnelle. L'Ancien Testament est lu une fois, le Nouveau Testament et les Psaumes deux fois.",
      en: "Robert Murray M'Cheyne's calendar (1842): four readings a day for a year, two for the family and two for private reading. The Old Testament is read once, the New Testament and the Psalms twice.",
      es: "El calendario de Robert Murray M'Cheyne (1842): cuatro lecturas al día durante un año, dos para la familia y dos para la lectura personal. El Antiguo Testamento se lee una vez; el Nuevo Testamento y los Salmos, dos veces.",
      de: "Der Kalender von Robert Murray M'Cheyne (1842): vier Lesungen am Tag, ein Jahr lang, zwei für die Familie und zwei für die persönliche Lektüre. Das Alte Testament wird einmal gelesen, das Neue Testament und die Psalmen zweimal.",
      it: "Il calendario di Robert Murray M'Cheyne (1842): quattro letture al giorno per un anno, due per la famiglia e due per la lettura personale. L'Antico Testamento si legge una volta, il Nuovo Testamento e i Salmi due volte.",
      pt: "O calendário de Robert Murray M'Cheyne (1842): quatro leituras por dia durante um ano, duas para a família e duas para a leitura pessoal. O Antigo Testamento é lido uma vez; o Novo Testamento e os Salmos, duas vezes.",
      zh: "罗伯特·穆雷·麦琴（1842年）的读经日历：一年中每天读四段，两段全家同读，两段个人灵修。旧约读一遍，新约和诗篇读两遍。",
      ko: "로버트 머리 맥체인의 읽기표(1842년): 1년 동안 하루 네 본문을 읽습니다. 둘은 가정 예배용, 둘은 개인 묵상용입니다. 구약은 한 번, 신약과 시편은 두 번 읽습니다.",
      ja: "ロバート・マリー・マッケーン（1842年）の通読表：一年間、一日に四箇所を読みます。二箇所は家庭礼拝用、二箇所は個人の黙想用です。旧約聖書を一回、新約聖書と詩篇を二回読みます。",
      ru: "Календарь Роберта Мюррея Мак-Чейна (1842): четыре чтения в день в течение года — два для семьи и два для личного чтения. Ветхий Завет прочитывается один раз, Новый Завет и Псалмы — дважды.",
      ar: "تقويم روبرت موراي ماكشين (1842): أربع قراءات في اليوم طوال سنة، اثنتان للعائلة واثنتان للقراءة الشخصية. يُقرأ العهد القديم مرة واحدة، والعهد الجديد والمزامير مرتين.",
      uk: "Календар Роберта Маррея Мак-Чейна (1842): чотири читання на день протягом року — два для родини і два для особистого читання. Старий Завіт прочитується один раз, Новий Завіт і Псалми — двічі.",
    },
    mcheyneDays(source).map((readings) => readings.flat()),
  );
}

/** A plan file as the app ships it: fields on their own lines, one day per line. */
export function planFileText(plan: PlanFile): string {
  const head = JSON.stringify({ code: plan.code, name: plan.name, description: plan.description }, null, 2);
  const days = plan.days.map((day) => `    ${JSON.stringify(day)}`).join(",\n");
  return `${head.slice(0, -2)},\n  "days": [\n${days}\n  ]\n}\n`;
}
