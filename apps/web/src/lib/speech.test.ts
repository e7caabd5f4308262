import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { speak, useHasVoice } from "./speech";

class FakeUtterance {
  lang = "";
  voice: unknown = null;
  constructor(readonly text: string) {}
}

function installSynthesis(languages: string[]) {
  const listeners = new Set<() => void>();
  const spoken: FakeUtterance[] = [];
  const synthesis = {
    voices: languages.map((lang) => ({ lang, name: lang })),
    getVoices() {
      return this.voices;
    },
    speak: (utterance: FakeUtterance) => spoken.push(utterance),
    cancel: vi.fn(() => spoken.splice(0)),
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal("SpeechSynthesisUtterance", FakeUtterance);
  Object.defineProperty(window, "speechSynthesis", { value: synthesis, configurable: true });
  const voicesChanged = () => {
    for (const listener of listeners) listener();
  };
  return { synthesis, spoken, voicesChanged };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, "speechSynthesis");
});

describe("speech", () => {
  it("reads the word then its verse with the browser's voice for the language, stopping what was read", () => {
    const { spoken, synthesis } = installSynthesis(["fr-FR", "ru-RU"]);
    speak(["Пастырь", "Господь – Пастырь мой;"], "ru");
    expect(synthesis.cancel).toHaveBeenCalledOnce();
    expect(spoken.map((u) => [u.text, u.lang])).toEqual([
      ["Пастырь", "ru-RU"],
      ["Господь – Пастырь мой;", "ru-RU"],
    ]);
  });

  it("knows a language has a voice once the browser has listed it, and never for a language without one", () => {
    const { synthesis, voicesChanged } = installSynthesis([]);
    const russian = renderHook(() => useHasVoice("ru"));
    const korean = renderHook(() => useHasVoice("ko"));
    expect(russian.result.current).toBe(false);
    synthesis.voices = [{ lang: "ru_RU", name: "Russian" }];
    act(voicesChanged);
    expect(russian.result.current).toBe(true);
    expect(korean.result.current).toBe(false);
  });
});
