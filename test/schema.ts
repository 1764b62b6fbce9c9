/** The episode JSON Schema, composed from the core and every game's part, compiled once for the tests (unit and end-to-end). */
import Ajv2020 from 'ajv/dist/2020.js';
import { episodeSchema } from '../src/core/record-schema';
import { recordSchemas } from '../vite.config.ts';

const ajv = new Ajv2020({ allErrors: true });
export const validateEpisode = ajv.compile(episodeSchema(recordSchemas()));
