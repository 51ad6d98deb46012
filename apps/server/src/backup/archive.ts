/**
 * The backup file's container: a plain POSIX tar (ustar), so an operator can look into a backup with
 * `tar tvf` and take a member out with `tar xOf`. Written to and read from a file at known offsets:
 * a member's header is written after its content (its size is known only then), and a reader finds
 * every member by walking the headers without reading the contents.
 *
 * Only what a backup needs: regular files, names up to 255 bytes, members below 8 GiB. Not a general
 * tar library (no links, no directories, no pax headers).
 */
import { createReadStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';

const BLOCK = 512;
const MAX_SIZE = 8 ** 11 - 1; // eleven octal digits

export class ArchiveError extends Error {}

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

/** ustar keeps 100 bytes of name and 155 of prefix, split at a slash. */
function splitName(name: string): { name: string; prefix: string } {
  if (Buffer.byteLength(name) <= 100) return { name, prefix: '' };
  for (let i = name.lastIndexOf('/'); i > 0; i = name.lastIndexOf('/', i - 1)) {
    const prefix = name.slice(0, i);
    const rest = name.slice(i + 1);
    if (Buffer.byteLength(rest) <= 100 && Buffer.byteLength(prefix) <= 155) return { name: rest, prefix };
  }
  throw new ArchiveError(`The name is too long for the archive: ${name}`);
}

function header(name: string, size: number, mtime: Date): Buffer {
  if (size > MAX_SIZE) throw new ArchiveError(`${name} is too large for the archive (${size} bytes).`);
  const block = Buffer.alloc(BLOCK);
  const parts = splitName(name);
  block.write(parts.name, 0, 100, 'utf8');
  block.write(octal(0o644, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  block.write(' '.repeat(8), 148, 'ascii'); // the checksum is summed with its own field as spaces
  block.write('0', 156, 'ascii');
  block.write('ustar\u000000', 257, 'ascii');
  block.write(parts.prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

export class ArchiveWriter {
  private position = 0;

  private constructor(private readonly file: FileHandle) {}

  /** Creates the file; fails when it exists (a backup never overwrites another). */
  static async create(path: string): Promise<ArchiveWriter> {
    return new ArchiveWriter(await open(path, 'wx', 0o600));
  }

  /** Appends a member from chunks of any length; resolves to its size in bytes. */
  async add(name: string, content: AsyncIterable<Uint8Array> | Uint8Array, mtime = new Date()) {
    const start = this.position;
    let size = 0;
    let at = start + BLOCK;
    const write = async (chunk: Uint8Array) => {
      await this.file.write(chunk, 0, chunk.length, at);
      at += chunk.length;
      size += chunk.length;
    };
    if (content instanceof Uint8Array) await write(content);
    else for await (const chunk of content) await write(chunk);
    await this.file.write(Buffer.alloc(padding(size)), 0, padding(size), at);
    await this.file.write(header(name, size, mtime), 0, BLOCK, start);
    this.position = start + BLOCK + size + padding(size);
    return size;
  }

  /** Ends the archive (two empty blocks) and flushes it to disk. */
  async close(): Promise<void> {
    await this.file.write(Buffer.alloc(2 * BLOCK), 0, 2 * BLOCK, this.position);
    // what a member that failed half-way left beyond the end
    await this.file.truncate(this.position + 2 * BLOCK);
    await this.file.sync();
    await this.file.close();
  }

  /** Gives up: closes the file (the caller removes it). */
  async abandon(): Promise<void> {
    await this.file.close().catch(() => {});
  }
}

export interface ArchiveMember {
  name: string;
  size: number;
  mtime: Date;
  /** where the content starts in the file */
  offset: number;
}

const text = (block: Buffer, start: number, length: number) => {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end < 0 ? length : end).toString('utf8');
};

export class ArchiveReader {
  private constructor(
    private readonly path: string,
    private readonly file: FileHandle,
    readonly members: Map<string, ArchiveMember>,
  ) {}

  static async open(path: string): Promise<ArchiveReader> {
    const file = await open(path, 'r');
    try {
      const { size: fileSize } = await file.stat();
      const members = new Map<string, ArchiveMember>();
      const block = Buffer.alloc(BLOCK);
      for (let at = 0; at + BLOCK <= fileSize;) {
        await file.read(block, 0, BLOCK, at);
        if (block.every((b) => b === 0)) break;
        if (text(block, 257, 6) !== 'ustar') throw new ArchiveError('not a tar archive');
        let sum = 0;
        for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
        if (sum !== parseInt(text(block, 148, 8).trim(), 8)) throw new ArchiveError('a damaged header');
        const size = parseInt(text(block, 124, 12).trim() || '0', 8);
        const prefix = text(block, 345, 155);
        const name = prefix ? `${prefix}/${text(block, 0, 100)}` : text(block, 0, 100);
        const type = text(block, 156, 1);
        if (at + BLOCK + size > fileSize) throw new ArchiveError(`${name} is cut short`);
        if (type === '0' || type === '') {
          const mtime = new Date(parseInt(text(block, 136, 12).trim() || '0', 8) * 1000);
          members.set(name, { name, size, mtime, offset: at + BLOCK });
        }
        at += BLOCK + size + padding(size);
      }
      return new ArchiveReader(path, file, members);
    } catch (err) {
      await file.close();
      throw err;
    }
  }

  /** A member's content as a stream. */
  stream(member: ArchiveMember): Readable {
    if (member.size === 0) return Readable.from([]);
    return createReadStream(this.path, { start: member.offset, end: member.offset + member.size - 1 });
  }

  async read(member: ArchiveMember): Promise<Buffer> {
    const buffer = Buffer.alloc(member.size);
    await this.file.read(buffer, 0, member.size, member.offset);
    return buffer;
  }

  close(): Promise<void> {
    return this.file.close();
  }
}
