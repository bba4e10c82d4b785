/**
 * The bytes of a downloadable file, generated from its seed description (nothing is stored in the
 * repository): a WAV tone (16-bit mono at 22.05 kHz, or the sample rate and depth asked for) that
 * fades in and out, or a one-page PDF of a title and a few lines.
 */
import type { SeedDownloadFile } from '../data/types';

export interface GeneratedFile {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
  filename: string;
}

function wav(frequency: number, seconds: number, sampleRate: number, bits: 16 | 24): Uint8Array<ArrayBuffer> {
  const bytesPerSample = bits / 8;
  const count = Math.round(sampleRate * seconds);
  const dataSize = count * bytesPerSample;
  const buffer = Buffer.alloc(44 + dataSize);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + dataSize, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(sampleRate * bytesPerSample, 28);
  buffer.writeUInt16LE(bytesPerSample, 32);
  buffer.writeUInt16LE(bits, 34);
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(dataSize, 40);
  const fade = Math.min(count / 2, sampleRate * 0.05);
  const max = bits === 16 ? 0x7fff : 0x7fffff;
  for (let i = 0; i < count; i++) {
    const envelope = Math.min(1, i / fade, (count - i) / fade);
    const value = Math.round(Math.sin((2 * Math.PI * frequency * i) / sampleRate) * 0.3 * envelope * max);
    if (bits === 16) buffer.writeInt16LE(value, 44 + i * 2);
    else buffer.writeIntLE(value, 44 + i * 3, 3);
  }
  return new Uint8Array(buffer);
}

const pdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');

function pdf(title: string, lines: string[]): Uint8Array<ArrayBuffer> {
  const content = [
    'BT /F1 20 Tf 56 760 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 11 Tf 0 -32 Td 16 TL',
    ...lines.map((line) => `(${pdfText(line)}) Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}

export function generateFile(file: SeedDownloadFile): GeneratedFile {
  if (file.kind === 'pdf') {
    return { body: pdf(file.title, file.lines), contentType: 'application/pdf', filename: file.name };
  }
  return {
    body: wav(file.frequency, file.seconds, file.sampleRate ?? 22050, file.bits ?? 16),
    contentType: 'audio/wav',
    filename: file.name,
  };
}
