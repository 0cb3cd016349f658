/* brg-host-document-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Finesse authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the files of BrgHostDocument share (BrgDoc… and _brg_doc_… are private
 * to formats/documents/). Each kind of document is turned into one or
 * more *parts*, and each part into a *view*: the text a reader of the
 * document sees, in UTF-8, with
 *
 *   view ──view_map──▶ u ──u_map──▶ d ──t_map──▶ raw
 *
 * where u is the part's text in UTF-8 (markup included), d the part's
 * bytes after the MIME transfer decoding (e-mail only) and raw the bytes
 * of the document (or of the zip entry for ODT and DOCX). Every map is a
 * list of segments, so each character of the view knows the bytes it came
 * from. The delimiters are found in the view (brg-host-document.c); positions
 * in diagnostics and the byte ranges that an update rewrites
 * (brg-host-document-update.c) come from the maps.
 *
 * The readers, one a file: brg-host-document-text.c, brg-host-document-html.c,
 * brg-host-document-email.c, and brg-host-document-odt.c and brg-host-document-docx.c
 * over the zip container of brg-host-document-zip.c. HTML, ODT and DOCX build
 * their view with brg-host-document-view.c.
 */

#pragma once

#include <time.h>
#include <libxml/parser.h>

#include "brg-diagnostic.h"
#include "brg-host-document.h"

G_BEGIN_DECLS

/* ------------------------------------------------------------------ */
/* Offset maps (brg-host-document-map.c)                                     */

/* A run of the upper text and the bytes of the lower text it came from.
 * When both lengths are equal the run maps byte for byte; otherwise every
 * byte of the run maps to the whole lower range (an entity, a character
 * in another encoding, a `<br>` that became a line end). */
typedef struct
{
  gsize   from;
  gsize   to;
  guint32 from_len;
  guint32 to_len;
} BrgDocSegment;

GArray       *_brg_doc_map_new              (void);
void          _brg_doc_map_add              (GArray          *map,
                                             gsize            from,
                                             gsize            from_len,
                                             gsize            to,
                                             gsize            to_len);
void          _brg_doc_map_span             (GArray          *map,
                                             gsize           *a,
                                             gsize           *b);
void          _brg_doc_map_shift            (GArray         **map,
                                             gsize            upper_len,
                                             gsize            delta);

/* ------------------------------------------------------------------ */
/* Parts, snippets, the document (brg-host-document.c)                       */

typedef enum
{
  BRG_DOC_MARKUP_TEXT,
  BRG_DOC_MARKUP_HTML,
  BRG_DOC_MARKUP_ODT,
  BRG_DOC_MARKUP_DOCX,
} BrgDocMarkup;

/* What a column of the document counts. */
typedef enum
{
  BRG_DOC_UNITS_BYTES,
  BRG_DOC_UNITS_UTF8,
  BRG_DOC_UNITS_UTF16LE,
  BRG_DOC_UNITS_UTF16BE,
} BrgDocUnits;

typedef struct
{
  BrgDocMarkup  markup;
  gboolean      quoting;      /* "> " quoting is stripped (text, e-mail) */
  gsize         raw_start;    /* where the part's bytes begin in raw */
  gsize         raw_end;
  char         *charset;      /* Owned: the charset of the part's bytes */
  GArray       *t_map;        /* Owned, nullable: d → raw, relative to raw_start */
  char         *u;            /* Owned: the part's text in UTF-8 */
  gsize         u_len;
  GArray       *u_map;        /* Owned, nullable: u → d */
  GString      *view;         /* Owned */
  GArray       *view_map;     /* Owned, nullable: view → u */
  GArray       *pre_ranges;   /* Owned, nullable: of gsize pairs, view ranges in <pre> */
  GArray       *view_lines;   /* Owned, nullable: of gsize, where the view's lines start */
  guint         last_line;    /* the last view position asked for */
  gsize         last_offset;
  guint         last_column;
} BrgDocPart;

typedef struct
{
  BrgDocPart   *part;         /* Borrowed */
  gsize         open_start;   /* view offsets */
  gsize         body_start;
  gsize         body_end;
  gsize         close_end;
  char         *text;         /* Owned: the PBN text, quote marks removed */
  gsize         text_len;
  GArray       *text_map;     /* Owned, nullable: text → view (else + body_start) */
  char         *prefix;       /* Owned, nullable: raw quote prefix of the <PBN> line */
  gsize         prefix_len;
  guint         line;         /* where the <PBN> delimiter is, in the document */
  guint         column;
  gboolean      blank;
} BrgDocSnippet;

typedef struct
{
  char         *name;         /* Owned */
  GBytes       *data;         /* Owned */
  time_t        mtime;
  guint         perm;
  gboolean      directory;
} BrgDocZipEntry;

/**
 * BrgHostDocument:
 *
 * A document that carries PBN between `<PBN>` and `</PBN>` (PBN §6.2):
 * plain text, an e-mail, an HTML page, an ODT or a DOCX. It keeps the
 * bytes it was opened from, unchanged, and the snippets found in them,
 * in document order, each with the text the PBN reader gets and the
 * bytes it came from, so that brg_host_document_read() can tell positions in
 * the document and brg_host_document_update() can rewrite the snippets'
 * bodies and nothing else.
 */
struct _BrgHostDocument
{
  GObject          parent_instance;

  /* Owned */
  GBytes          *bytes;
  char            *encoding;
  GPtrArray       *parts;         /* of BrgDocPart */
  GPtrArray       *snippets;      /* of BrgDocSnippet */
  GPtrArray       *diagnostics;   /* of BrgDiagnostic, found while scanning */
  GPtrArray       *entries;       /* of BrgDocZipEntry, ODT and DOCX */
  const char      *zip;           /* ODT and DOCX: the zip's bytes */
  gsize            zip_len;
  GArray          *line_starts;   /* of gsize, lines of raw (lazy) */
  guint            last_line;     /* the last raw position asked for */
  gsize            last_offset;
  guint            last_column;

  const char      *raw;           /* the document's bytes, or the XML entry's */
  gsize            raw_len;
  guint            content_entry; /* index in entries of the XML entry */
  BrgDocUnits      units;
  BrgHostDocumentKind  kind;
};

void          _brg_doc_ensure_libraries     (void);
BrgDocPart   *_brg_doc_part_new             (BrgDocMarkup     markup,
                                             gsize            raw_start,
                                             gsize            raw_end);
void          _brg_doc_part_raw_span        (BrgDocPart      *part,
                                             gsize            start,
                                             gsize            end,
                                             gsize           *raw_start,
                                             gsize           *raw_end);
void          _brg_doc_decode_part          (BrgHostDocument     *self,
                                             BrgDocPart      *part,
                                             const char      *data,
                                             gsize            len,
                                             const char      *declared);
BrgDocUnits   _brg_doc_units_for            (const char      *charset,
                                             const char      *data,
                                             gsize            len);
BrgEvent     *_brg_doc_read_snippet         (BrgDocSnippet   *snippet,
                                             GPtrArray      **diagnostics,
                                             GError         **error);

/* ------------------------------------------------------------------ */
/* Views of markup (brg-host-document-view.c)                                */

/* What libxml2 says outside a parser's own error handlers (a page whose
 * bytes do not fit its character set: "encoding error : input conversion
 * failed…"), which it would print on standard error: caught for this
 * thread while a document is opened, and made diagnostics. */
typedef struct
{
  xmlGenericErrorFunc     old_generic;
  void                   *old_generic_context;
  GPtrArray              *messages;   /* Owned: of char *, distinct */
  GString                *pending;    /* Owned: a generic message's start */
} BrgDocLibxmlMessages;

void          _brg_doc_libxml_catch         (BrgDocLibxmlMessages *messages);
void          _brg_doc_libxml_release       (BrgDocLibxmlMessages *messages);

typedef struct _BrgDocBuilder BrgDocBuilder;

/* What a character of text becomes in the view: _brg_doc_emit() it, or
 * less. */
typedef void (*BrgDocCharFunc) (BrgDocBuilder *b,
                                const char    *p,
                                gsize          clen,
                                gsize          s,
                                gsize          e);

/* An element of XML: its namespace and local name. */
typedef struct
{
  const char *uri;
  const char *local;
} BrgDocElementName;

/* What the elements of a word processor's XML mean for the view. */
typedef struct
{
  const BrgDocElementName  *hidden;     /* elements whose content is not shown */
  guint                     n_hidden;
  void                    (*start)      (BrgDocBuilder  *b,
                                         const xmlChar  *uri,
                                         const xmlChar  *local,
                                         int             n_attributes,
                                         const xmlChar **attributes,
                                         gsize           start,
                                         gsize           end);
  void                    (*end)        (BrgDocBuilder  *b,
                                         const xmlChar  *uri,
                                         const xmlChar  *local,
                                         gsize           start,
                                         gsize           end);
  gboolean                (*shown)      (BrgDocBuilder  *b);
  BrgDocCharFunc            each;
} BrgDocXmlSyntax;

struct _BrgDocBuilder
{
  xmlParserCtxtPtr       ctxt;      /* Borrowed */
  BrgDocPart            *part;      /* Borrowed */
  const char            *src;       /* the part's u */
  gsize                  len;
  GString               *view;      /* Borrowed */
  GArray                *map;       /* Borrowed: view → u */
  gsize                  last_end;  /* how far src has been accounted for */

  /* Bytes between two events: HTML looks there for delimiters that its
   * parser swallowed. Nullable. */
  void                 (*gap) (BrgDocBuilder *b,
                               gsize          from,
                               gsize          to);
  const BrgDocXmlSyntax *syntax;    /* ODT, DOCX */

  guint                  skip;      /* inside content that is not shown */
  guint                  pre;       /* HTML: inside <pre> and friends */
  gboolean               pre_start; /* HTML: just after <pre> */
  gsize                  pre_from;

  gboolean               ws;        /* HTML: a run of white space is pending */
  gsize                  ws_start;
  gsize                  ws_end;
  guint                  ws_lines;
  gboolean               ws_cr;

  guint                  para;      /* ODT: inside text:p or text:h */
  guint                  run;       /* DOCX: inside w:r */
  guint                  t;         /* DOCX: inside w:t */
  gboolean               stopped;   /* the view is no longer built */
  gboolean               halted;    /* the parser was told to stop */
  gboolean               too_large; /* the view reached BRG_DOC_MAX_VIEW */
  guint                  steps;     /* parser events, for the cancellable */
};

/* The longest view: what a document's text may become once its spaces
 * (ODT's text:s) are written out (a hard limit). */
#define BRG_DOC_MAX_VIEW ((gsize) 64 * 1024 * 1024)

gboolean      _brg_doc_builder_init         (BrgDocBuilder   *b,
                                             BrgDocPart      *part);
gboolean      _brg_doc_builder_check        (BrgDocBuilder   *b,
                                             GError         **error);
gboolean      _brg_doc_builder_stopped      (BrgDocBuilder   *b);
void          _brg_doc_emit_repeated        (BrgDocBuilder   *b,
                                             char             c,
                                             gsize            n,
                                             gsize            src,
                                             gsize            src_len);
void          _brg_doc_builder_attach       (BrgDocBuilder   *b,
                                             xmlParserCtxtPtr ctxt,
                                             xmlSAXHandler   *sax);
void          _brg_doc_emit                 (BrgDocBuilder   *b,
                                             const char      *text,
                                             gsize            len,
                                             gsize            src,
                                             gsize            src_len);
gboolean      _brg_doc_view_at_line_start   (BrgDocBuilder   *b);
void          _brg_doc_ensure_line_break    (BrgDocBuilder   *b,
                                             gsize            src,
                                             gsize            src_len);
void          _brg_doc_advance              (BrgDocBuilder   *b,
                                             gsize            start,
                                             gsize            end);
void          _brg_doc_text_chunk           (BrgDocBuilder   *b,
                                             const xmlChar   *ch,
                                             int              len,
                                             BrgDocCharFunc   each,
                                             gboolean         shown);
void          _brg_doc_start_tag_span       (BrgDocBuilder   *b,
                                             gsize           *start,
                                             gsize           *end);
gboolean      _brg_doc_end_tag_span         (BrgDocBuilder   *b,
                                             const char      *name,
                                             gsize           *start,
                                             gsize           *end);
void          _brg_doc_silent_error         (void            *user_data,
                                             xmlErrorPtr      error);
gboolean      _brg_doc_is_element           (const xmlChar   *uri,
                                             const xmlChar   *local,
                                             const char      *want_uri,
                                             const char      *want_local);
gboolean      _brg_doc_build_xml_view       (BrgDocPart            *part,
                                             const BrgDocXmlSyntax *syntax,
                                             const char            *name,
                                             GError               **error);

/* ------------------------------------------------------------------ */
/* The readers                                                          */

/* Plain text (brg-host-document-text.c) */
void          _brg_doc_build_text_view      (BrgDocPart      *part);
gboolean      _brg_doc_load_text            (BrgHostDocument     *self,
                                             GError         **error);

/* HTML and XHTML (brg-host-document-html.c) */
gboolean      _brg_doc_build_html_view      (BrgDocPart      *part,
                                             GError         **error);
gboolean      _brg_doc_load_html            (BrgHostDocument     *self,
                                             GError         **error);
gboolean      _brg_doc_looks_like_html      (const char      *data,
                                             gsize            len);

/* E-mail (brg-host-document-email.c) */
gboolean      _brg_doc_load_email           (BrgHostDocument     *self,
                                             GError         **error);
gboolean      _brg_doc_looks_like_email     (const char      *data,
                                             gsize            len);

/* The zip container of ODT and DOCX (brg-host-document-zip.c) */
BrgDocZipEntry *_brg_doc_zip_find_entry     (GPtrArray       *entries,
                                             const char      *name,
                                             guint           *index);
gboolean      _brg_doc_bytes_contain        (GBytes          *bytes,
                                             const char      *needle);
GBytes       *_brg_doc_zip_write            (BrgHostDocument     *self,
                                             guint            replace_index,
                                             GBytes          *replacement,
                                             GError         **error);
GBytes       *_brg_doc_zip_entry_data       (BrgHostDocument     *self,
                                             BrgDocZipEntry  *entry,
                                             GError         **error);
gboolean      _brg_doc_zip_open             (BrgHostDocument     *self,
                                             GError         **error);
gboolean      _brg_doc_zip_load_text        (BrgHostDocument            *self,
                                             const char             *main_name,
                                             BrgDocMarkup            markup,
                                             const BrgDocXmlSyntax  *syntax,
                                             GError                **error);
BrgHostDocumentKind _brg_doc_guess_zip_kind     (const char      *data,
                                             gsize            len,
                                             const char      *file_name);
void          _brg_doc_zip_check            (const char      *data,
                                             gsize            len,
                                             GError         **error);

/* ODT and OTT (brg-host-document-odt.c) */
gboolean      _brg_doc_load_odt             (BrgHostDocument     *self,
                                             GError         **error);

/* DOCX (brg-host-document-docx.c) */
gboolean      _brg_doc_load_docx            (BrgHostDocument     *self,
                                             GError         **error);

G_END_DECLS
