import { z } from "zod";
import { languageRef } from "./common";

export const translationsInput = z.object({ language: languageRef });
export const translationsSchema = z.record(z.string(), z.string());
