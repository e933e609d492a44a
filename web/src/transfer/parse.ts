/** Document is a JSON object, as the import and export operations take and give it. */
export type Document = Record<string, unknown>;

function isObject(v: unknown): v is Document {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** isYAML tells from a file's name whether it holds YAML. */
export function isYAML(fileName: string): boolean {
  return /\.ya?ml$/i.test(fileName);
}

/**
 * parseDocument reads a file's text as a JSON object, or as YAML when its name says so (the YAML parser
 * loads only then). It throws an Error that says what is wrong, for the person who chose the file.
 */
export async function parseDocument(text: string, fileName: string): Promise<Document> {
  let v: unknown;
  try {
    if (isYAML(fileName)) {
      const yaml = await import('js-yaml');
      v = yaml.load(text);
    } else {
      v = JSON.parse(text);
    }
  } catch (err) {
    throw new Error(
      `${fileName} is not valid ${isYAML(fileName) ? 'YAML' : 'JSON'}: ${(err as Error).message}`,
      { cause: err },
    );
  }
  if (!isObject(v)) throw new Error(`${fileName} holds no object`);
  return v;
}

/**
 * importDocument makes the batch import's document for a project and environment from an exported file:
 * the export's data itself ({features, …}), or a whole document ({project, environment, data}) whose data
 * goes to the chosen project and environment.
 */
export function importDocument(file: Document, project: string, environment: string): Document {
  const data = isObject(file.data) ? file.data : file;
  if (!Array.isArray(data.features)) throw new Error('The file has no features list: is it an export?');
  return { project, environment, data };
}

/** featureCount is how many features an export holds. */
export function featureCount(data: Document): number {
  return Array.isArray(data.features) ? data.features.length : 0;
}

/** download offers text to the browser as a file to save. */
export function download(fileName: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}
