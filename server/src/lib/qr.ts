import qrcode from 'qrcode-generator';

/**
 * The modules of a QR code for a text (issue #21: the work's link on its poster), true for a dark
 * one; the caller draws them with a quiet zone of 4 modules. Error correction M (15 %) survives a
 * poster photographed or printed small; the version is the smallest that holds the text.
 */
export function qrMatrix(text: string): boolean[][] {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const size = code.getModuleCount();
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (__, col) => code.isDark(row, col)),
  );
}
