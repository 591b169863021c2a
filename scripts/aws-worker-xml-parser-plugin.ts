// A Vite plugin for the worker build: the AWS SDK's browser XML parser needs
// DOMParser, which dedicated workers lack, so @aws-sdk/xml-builder's own
// plain-JavaScript parser (the one Node uses) goes into the worker instead.
// Without it every XML answer of the object store (multipart, errors) fails.
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** Resolves xml-builder's './xml-parser' to its DOM-free build. */
export function awsWorkerXmlParserPlugin(): Plugin {
  return {
    name: 'aws-worker-xml-parser',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './xml-parser' || !importer) return null;
      if (!/[\\/]@aws-sdk[\\/]xml-builder[\\/]dist-es[\\/]/.test(importer)) return null;
      return join(dirname(importer), 'xml-parser.js');
    },
  };
}
