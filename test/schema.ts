/** The episode JSON Schema compiled once for the tests (unit and end-to-end). */
import Ajv2020 from 'ajv/dist/2020.js';
import schema from '../src/core/episode.schema.json' with { type: 'json' };

const ajv = new Ajv2020({ allErrors: true });
export const validateEpisode = ajv.compile(schema);
