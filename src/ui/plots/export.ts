/** A drawn plot as files: the serialised SVG, and a PNG of it drawn at twice its size. */

export function svgText(svg: SVGSVGElement): string {
  return new XMLSerializer().serializeToString(svg);
}

/** The SVG drawn on a canvas at `scale` times its size, on white (the plot's text is black off the page). */
export async function pngBlob(svg: SVGSVGElement, scale = 2): Promise<Blob> {
  const width = svg.width.baseVal.value;
  const height = svg.height.baseVal.value;
  // A data: address, which the Content-Security-Policy allows for images (blob: it does not).
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgText(svg))}`;
  await image.decode();
  const canvas = Object.assign(document.createElement('canvas'), { width: width * scale, height: height * scale });
  const context = canvas.getContext('2d')!;
  context.fillStyle = 'white';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The browser could not make a PNG of the plot.'))), 'image/png'));
}
