import { describe, expect, it } from 'vitest';
import { modelKey, modelNames, type ModelPlayer } from '../../src/core/model-identity';

const gguf = (name: string, sha256: string, engine = 'node-llama-cpp'): ModelPlayer => ({ name, model: { engine, id: name, sha256: sha256.repeat(64 / sha256.length), bytes: 1000 } });
const served = (name: string, baseUrl: string): ModelPlayer => ({ name, model: { engine: 'openai', id: name, baseUrl } });

describe('which model a player was', () => {
  it('knows a GGUF by its name and content, whichever engine ran it', () => {
    expect(modelKey(gguf('tinyA', 'a'))).toBe(modelKey(gguf('tinyA', 'a', 'wllama')));
    expect(modelKey(gguf('tinyA', 'a'))).not.toBe(modelKey(gguf('tinyA', 'b')));
    expect(modelKey(gguf('tinyA', 'a'))).not.toBe(modelKey(gguf('tinyB', 'a')));
  });

  it('knows a server model by its name and server, and a web-llm model by its id', () => {
    expect(modelKey(served('qwen', 'http://a:8080/v1'))).not.toBe(modelKey(served('qwen', 'http://b:8080/v1')));
    expect(modelKey({ name: 'Qwen3-0.6B-q4f16_1-MLC', model: { engine: 'web-llm', id: 'Qwen3-0.6B-q4f16_1-MLC' } })).not.toBe('Qwen3-0.6B-q4f16_1-MLC');
  });

  it('knows a record written before content was kept by its name alone, as before', () => {
    expect(modelKey({ name: 'tinyA', model: { engine: 'wllama', id: 'tinyA' } })).toBe('tinyA');
    expect(modelKey({ name: 'naive' })).toBe('naive');
  });

  it('names apart only the models that share a name', () => {
    const players = [gguf('tinyA', '3f2a1b9c'), gguf('tinyA', '0123abcd', 'wllama'), gguf('tinyA', '3f2a1b9c', 'wllama'), gguf('tinyB', 'ee'), served('qwen', 'http://a:8080/v1'), served('qwen', 'http://b:9000/v1')];
    const names = modelNames(players);
    expect(names.size).toBe(5);
    expect(names.get(modelKey(players[0]!))).toBe('tinyA (3f2a1b9c)');
    expect(names.get(modelKey(players[1]!))).toBe('tinyA (0123abcd)');
    expect(names.get(modelKey(players[3]!))).toBe('tinyB');
    expect(names.get(modelKey(players[4]!))).toBe('qwen (a:8080)');
    expect(names.get(modelKey(players[5]!))).toBe('qwen (b:9000)');
  });

  it('tells apart two servers on one host by their whole address, and an old record from a hashed one', () => {
    const names = modelNames([served('m', 'http://h/one'), served('m', 'http://h/two'), { name: 'tinyA', model: { engine: 'wllama', id: 'tinyA' } }, gguf('tinyA', 'c')]);
    expect([...names.values()]).toEqual(['m (h/one)', 'm (h/two)', 'tinyA (content not recorded)', `tinyA (cccccccc)`]);
  });
});
