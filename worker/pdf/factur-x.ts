// A Factur-X / ZUGFeRD invoice (issue 36, ADR 0200-0202): the invoice PDF as PDF/A-3b carrying its EN 16931 CII XML
// as factur-x.xml, so one file is what a person reads and what accounting software books. Pure: it changes a pdf-lib
// document before it is saved; the fonts are the invoice's embedded Noto subsets (PDF/A embeds every font).
import { AFRelationship, PDFDict, type PDFDocument, PDFHexString, PDFName, PDFNumber, PDFString } from "pdf-lib";

/** The name Factur-X 1.0 gives the attachment, and the XMP's fx:DocumentFileName. */
export const FACTURX_FILE_NAME = "factur-x.xml";
/** The profile's name in the XMP's fx:ConformanceLevel (the CII's guideline is urn:cen.eu:en16931:2017). */
export const FACTURX_CONFORMANCE_LEVEL = "EN 16931";
const FACTURX_NAMESPACE = "urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#";
/** sRGB2014.icc's own identification, as the output intent names the condition it describes. */
const SRGB_CONDITION = "sRGB IEC61966-2.1";
/** An annotation's Print flag (PDF 32000-1 12.5.3): PDF/A asks it of every annotation, the invoice's links too. */
const ANNOTATION_PRINT = 4;

const xmlText = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
/** XMP dates to the second, as the Info dictionary's D:YYYYMMDDHHmmSSZ holds them (the two must agree). */
const xmpDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "Z");

/** The Factur-X extension schema's properties, each described for PDF/A (ISO 19005-3 6.6.2.3). */
const FX_PROPERTIES = [
  ["DocumentFileName", "The name of the embedded XML document"],
  ["DocumentType", "The type of the hybrid document in capital letters, e.g. INVOICE or ORDER"],
  ["Version", "The actual version of the standard applying to the embedded XML document"],
  ["ConformanceLevel", "The conformance level of the embedded XML document"],
] as const;

type XmpFields = {
  title: string;
  author: string;
  subject: string;
  keywords: string;
  creator: string;
  producer: string;
  createdAt: Date;
  modifiedAt: Date;
};

/** The document's XMP packet: PDF/A-3b identification, the Info dictionary's values, and the Factur-X properties. */
export function facturXXmp(f: XmpFields) {
  const properties = FX_PROPERTIES.map(
    ([name, description]) => `
            <rdf:li rdf:parseType="Resource">
              <pdfaProperty:name>${name}</pdfaProperty:name>
              <pdfaProperty:valueType>Text</pdfaProperty:valueType>
              <pdfaProperty:category>external</pdfaProperty:category>
              <pdfaProperty:description>${description}</pdfaProperty:description>
            </rdf:li>`,
  ).join("");
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
  <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
    <rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/">
      <pdfaid:part>3</pdfaid:part>
      <pdfaid:conformance>B</pdfaid:conformance>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
      <dc:format>application/pdf</dc:format>
      <dc:title><rdf:Alt><rdf:li xml:lang="x-default">${xmlText(f.title)}</rdf:li></rdf:Alt></dc:title>
      <dc:creator><rdf:Seq><rdf:li>${xmlText(f.author)}</rdf:li></rdf:Seq></dc:creator>
      <dc:description><rdf:Alt><rdf:li xml:lang="x-default">${xmlText(f.subject)}</rdf:li></rdf:Alt></dc:description>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
      <pdf:Producer>${xmlText(f.producer)}</pdf:Producer>
      <pdf:Keywords>${xmlText(f.keywords)}</pdf:Keywords>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
      <xmp:CreatorTool>${xmlText(f.creator)}</xmp:CreatorTool>
      <xmp:CreateDate>${xmpDate(f.createdAt)}</xmp:CreateDate>
      <xmp:ModifyDate>${xmpDate(f.modifiedAt)}</xmp:ModifyDate>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:fx="${FACTURX_NAMESPACE}">
      <fx:DocumentType>INVOICE</fx:DocumentType>
      <fx:DocumentFileName>${FACTURX_FILE_NAME}</fx:DocumentFileName>
      <fx:Version>1.0</fx:Version>
      <fx:ConformanceLevel>${FACTURX_CONFORMANCE_LEVEL}</fx:ConformanceLevel>
    </rdf:Description>
    <rdf:Description rdf:about=""
        xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/"
        xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#"
        xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
      <pdfaExtension:schemas>
        <rdf:Bag>
          <rdf:li rdf:parseType="Resource">
            <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
            <pdfaSchema:namespaceURI>${FACTURX_NAMESPACE}</pdfaSchema:namespaceURI>
            <pdfaSchema:prefix>fx</pdfaSchema:prefix>
            <pdfaSchema:property>
              <rdf:Seq>${properties}
              </rdf:Seq>
            </pdfaSchema:property>
          </rdf:li>
        </rdf:Bag>
      </pdfaExtension:schemas>
    </rdf:Description>
  </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

let srgb: Promise<Uint8Array> | undefined;
/** The ICC profile loads with the first Factur-X document only, then stays per isolate. */
const srgbProfile = () => {
  srgb ??= import("./color/srgb-2014").then(({ default: b64 }) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)));
  return srgb;
};

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");

/**
 * Makes `doc` a Factur-X invoice: the CII `xml` attached as factur-x.xml (Alternative: with the EN 16931 profile the
 * XML is the invoice in another form), the XMP metadata, an sRGB output intent and the trailer's document ID.
 * The Info dictionary's title, author, subject, keywords, creator, producer and dates must be set first: the XMP
 * repeats them, and PDF/A wants the two to agree.
 */
export async function makeFacturX(doc: PDFDocument, xml: string) {
  const bytes = new TextEncoder().encode(xml);
  const createdAt = doc.getCreationDate() ?? new Date(0);
  const modifiedAt = doc.getModificationDate() ?? createdAt;
  await doc.attach(bytes, FACTURX_FILE_NAME, {
    mimeType: "text/xml",
    description: "Factur-X invoice (EN 16931)",
    creationDate: createdAt,
    modificationDate: modifiedAt,
    afRelationship: AFRelationship.Alternative,
  });

  const xmp = facturXXmp({
    title: doc.getTitle() ?? "",
    author: doc.getAuthor() ?? "",
    subject: doc.getSubject() ?? "",
    keywords: doc.getKeywords() ?? "",
    creator: doc.getCreator() ?? "",
    producer: doc.getProducer() ?? "",
    createdAt,
    modifiedAt,
  });
  // Uncompressed, as PDF/A asks of the document's metadata stream.
  const metadata = doc.context.stream(new TextEncoder().encode(xmp), { Type: "Metadata", Subtype: "XML" });
  doc.catalog.set(PDFName.of("Metadata"), doc.context.register(metadata));

  const profile = doc.context.register(doc.context.flateStream(await srgbProfile(), { N: 3 }));
  const intent = doc.context.obj({
    Type: "OutputIntent",
    S: "GTS_PDFA1",
    OutputConditionIdentifier: PDFString.of(SRGB_CONDITION),
    Info: PDFString.of(SRGB_CONDITION),
    DestOutputProfile: profile,
  });
  doc.catalog.set(PDFName.of("OutputIntents"), doc.context.obj([doc.context.register(intent)]));

  for (const page of doc.getPages()) {
    const annots = page.node.Annots();
    for (let i = 0; i < (annots?.size() ?? 0); i++) {
      const annot = annots?.lookup(i, PDFDict);
      annot?.set(PDFName.of("F"), PDFNumber.of(ANNOTATION_PRINT));
    }
  }

  // The same file gives the same ID: a digest of what the invoice says and is.
  const id = hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${doc.getTitle()}\n${xml}`))).slice(
    0,
    32,
  );
  doc.context.trailerInfo.ID = doc.context.obj([PDFHexString.of(id), PDFHexString.of(id)]);
}
