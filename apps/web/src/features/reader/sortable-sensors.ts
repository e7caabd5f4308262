import {
  KeyboardSensor,
  PointerSensor,
  type PointerSensorOptions,
  TouchSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import type { PointerEvent as ReactPointerEvent } from "react";

/**
 * Mouse and pen drags start after 5 px (SPEC §9). Touch pointers are left to the TouchSensor's long press,
 * otherwise a finger scrolling the page over the list would start a drag.
 */
class MouseAndPenSensor extends PointerSensor {
  static override activators = [
    {
      eventName: "onPointerDown" as const,
      handler: ({ nativeEvent }: ReactPointerEvent, { onActivation }: PointerSensorOptions) => {
        if (nativeEvent.pointerType === "touch" || !nativeEvent.isPrimary || nativeEvent.button !== 0) return false;
        onActivation?.({ event: nativeEvent });
        return true;
      },
    },
  ];
}

/** The reader's drag-and-drop sensors: pointer after 5 px, touch after a 120 ms press, and the keyboard. */
export function useLanguageSortSensors() {
  return useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}
