/**
 * The card information the sets of 17.9–17.16 add to the card format (`cardSchemaFor` spreads these fields):
 * set-specific subtypes (17.9.2, 17.11.1.2–3, 17.12.1), Mushiking's extra information (17.13.1), the
 * 爆裂成長期 condition (17.16.6.1).
 */
import { z } from 'zod';
import type { CardLanguage } from '../cards/schema.js';

export function setInformationFields(l: CardLanguage) {
  return {
    /**
     * Set-specific subtypes besides the main subtype: part of a unit name on a SHAMAN KING order (17.9.2), 基地 /
     * 庭園 on the set orders that hold scouted / engaged cards (17.11.1.2–3), プロダクト (17.12.1).
     */
    setSubtypes: z.array(z.string().min(1)).optional(),
    /** Mushiking's extra information (17.13.1): the 必殺わざ icon, the 超必殺わざ name, the technique number. */
    mushi: z
      .object({
        moveIcon: z.enum(['rock', 'scissors', 'paper']).optional(),
        superMove: z.string().min(1).optional(),
        technique: z.number().int().optional(),
      })
      .optional(),
    /** 爆裂成長期-(ユニット条件) (17.16.6.1): the condition a unit on the circle meets to become its growth source. */
    growthFrom: l.predicate.optional(),
  };
}
