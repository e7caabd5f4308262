import { type Announcements, closestCenter, DndContext, type DragEndEvent, type Modifier } from "@dnd-kit/core";
import { SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useTranslation } from "react-i18next";
import { LanguageItem, type LanguageItemProps } from "./language-item";
import { type LanguageSelection, moveLanguage } from "./language-selection";
import { readerLanguage } from "./reader-languages";
import { useLanguageSortSensors } from "./sortable-sensors";

/** The list is vertical: a dragged language follows the pointer up and down only. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/**
 * The reader's language list with drag-and-drop (@dnd-kit), loaded apart from the reader's code so the
 * columns paint first: the same items as the plain list it replaces.
 */
export function SortableLanguages({
  selection,
  onChange,
  items,
}: {
  selection: LanguageSelection;
  onChange(next: LanguageSelection): void;
  items: readonly LanguageItemProps[];
}) {
  const { t } = useTranslation();
  const sensors = useLanguageSortSensors();

  const nameOf = (id: string | number) => {
    const info = readerLanguage(String(id));
    return info ? t(`common.language.${info.id}`) : String(id);
  };
  const place = (id: string | number) => ({
    position: selection.languages.indexOf(String(id)) + 1,
    count: selection.languages.length,
  });
  // dnd-kit's screen reader texts default to English; these speak the interface language.
  const announcements: Announcements = {
    onDragStart: ({ active }) => t("reader.languages.dragStart", { language: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t("reader.languages.dragOver", { language: nameOf(active.id), ...place(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t("reader.languages.dragEnd", { language: nameOf(active.id), ...place(over.id) }) : undefined,
    onDragCancel: ({ active }) => t("reader.languages.dragCancel", { language: nameOf(active.id) }),
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (over) onChange(moveLanguage(selection, String(active.id), String(over.id)));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t("reader.languages.dragInstructions") },
      }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={[...selection.languages]} strategy={verticalListSortingStrategy}>
        <ol className="space-y-2" data-testid="reader-languages">
          {items.map((item) => (
            <SortableLanguage key={item.language} {...item} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableLanguage(props: LanguageItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: props.language,
  });
  return (
    <LanguageItem
      {...props}
      sortable={{
        ref: setNodeRef,
        handleRef: setActivatorNodeRef,
        handleProps: { ...attributes, ...listeners },
        style: { transform: CSS.Translate.toString(transform), transition },
        dragging: isDragging,
      }}
    />
  );
}
