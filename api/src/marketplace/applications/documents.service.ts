import { Injectable, Logger } from '@nestjs/common';
import { APPLICATION_DOCUMENT_KINDS, type ApplicationDocumentKind, type DocumentWire } from '@medstaff/domain';
import type { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import { Permission } from '../../platform/authentication/access-permission';
import { AccessService } from '../../access/access.service';
import { AuditService } from '../../platform/audit/audit.service';
import type { AuthUser } from '../../platform/authentication/auth.types';
import { DomainError } from '../../platform/common/domain-error';
import { downloadFileName } from '../documents/document-names';
import { Document } from '../documents/document.entity';
import { Application } from '../jobs/application.entity';
import { FileStorage } from '../../platform/storage/file-storage';
import type { UploadedFileLike } from '../../platform/storage/images';
import { workflowTransaction } from '../workflow/workflow-transaction';
import { checkPdf, removeStoredFiles } from './application-upload';
import { toDocumentWire } from './applications.service';

const RESOURCE = 'jobs';
const REQUIRED: ReadonlySet<string> = new Set(APPLICATION_DOCUMENT_KINDS);

/** The PDFs of applications: served to the three allowed parties, replaced or removed by the agency. */
@Injectable()
export class DocumentsService {
  private readonly logger = new Logger(DocumentsService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
    private readonly audit: AuditService,
    private readonly storage: FileStorage,
  ) {}

  /** The document and its application, when the user may do this with it; 404 otherwise. */
  private async requireDocument(user: AuthUser, permission: Permission, documentId: number): Promise<Document> {
    const document = await this.dataSource.getRepository(Document).findOne({ where: { id: documentId } });
    // The role was checked by the guard; a missing document answers like one of someone else.
    if (!document || document.applicationId === null) throw new DomainError('NOT_FOUND', 'access.notFound');
    await this.access.requireAccess(user, permission, [document.applicationId]);
    return document;
  }

  /** The document's file and the name it is saved under, made by the server (never the uploaded name). */
  async open(
    user: AuthUser,
    documentId: number,
  ): Promise<{ document: Document; downloadName: string; stream: Readable; size: number }> {
    const document = await this.requireDocument(user, Permission.DocumentRead, documentId);
    const downloadName = await this.downloadName(document);
    const file = await this.storage.open(document.storageKey);
    if (!file) throw new DomainError('NOT_FOUND', 'access.notFound');
    return { document, downloadName, ...file };
  }

  /** Kind, the candidate's last name and the request: `Lebenslauf-Müller-Anfrage-123.pdf`. */
  private async downloadName(document: Document): Promise<string> {
    const application = await this.dataSource.getRepository(Application).findOne({
      select: { id: true, jobRequestId: true, applicantName: true, candidate: { id: true, lastName: true } },
      relations: { candidate: true },
      where: { id: document.applicationId as number },
    });
    const candidateName =
      application?.candidate?.lastName || application?.applicantName.trim().split(/\s+/).pop() || null;
    return downloadFileName({
      kind: document.kind,
      candidateName,
      jobRequestId: application?.jobRequestId ?? null,
    });
  }

  /**
   * Replaces the application's document of a kind (adds it when missing) while the application is
   * `applied`; the old file is removed after the commit, the new one again when the transaction
   * fails.
   */
  async replace(
    user: AuthUser,
    applicationId: number,
    kind: ApplicationDocumentKind,
    file: UploadedFileLike | undefined,
  ): Promise<DocumentWire> {
    await this.access.requireAccess(user, Permission.DocumentManage, [applicationId]);
    const application = await this.dataSource.getRepository(Application).findOne({
      select: { id: true, jobRequestId: true },
      where: { id: applicationId },
    });
    if (!application) throw new DomainError('NOT_FOUND', 'access.notFound');
    const checked = checkPdf(file, kind);
    // Stored first: a store that fails answers 503 before any row is written.
    await this.storage.put(checked.storageKey, checked.buffer, 'application/pdf');
    let written: { id: number; oldKeys: string[] };
    try {
      written = await workflowTransaction(this.dataSource, async (manager) => {
        // Claims the application while it is open (its version moves, so a parallel selection or withdrawal waits or loses).
        const open = await manager
          .createQueryBuilder()
          .update(Application)
          .set({ version: () => 'version + 1' })
          .where("id = :id AND state = 'applied'", { id: application.id })
          .execute();
        if (!open.affected) throw new DomainError('APPLICATION_NOT_OPEN', 'workflow.applicationNotOpen');
        const old = await manager.find(Document, { where: { applicationId: application.id, kind } });
        if (old.length) await manager.delete(Document, { applicationId: application.id, kind });
        const inserted = await manager.insert(Document, {
          applicationId: application.id,
          ownerId: user.id,
          kind,
          fileName: checked.fileName,
          mimeType: 'application/pdf',
          sizeBytes: checked.sizeBytes,
          storageKey: checked.storageKey,
        });
        const newId = Number(inserted.identifiers[0].id);
        await this.audit.record(manager, user.id, RESOURCE, application.jobRequestId, 'docReplace', [
          { field: `document.${kind}`, oldValue: old.map((item) => item.id)[0] ?? null, newValue: newId },
        ]);
        return { id: newId, oldKeys: old.map((item) => item.storageKey) };
      });
    } catch (error) {
      await this.removeFiles([checked.storageKey]);
      throw error;
    }
    // Committed: the new row points to the new file, which stays whatever happens from here on.
    await this.removeFiles(written.oldKeys);
    return toDocumentWire(await this.dataSource.getRepository(Document).findOneByOrFail({ id: written.id }));
  }

  /**
   * Removes a document. The three required kinds stay while the application is open (applied or
   * selected: the hospital decides on them) and answer 409; once it is withdrawn or not chosen the
   * agency may remove them (data minimisation), as it may remove any other kind at any time.
   */
  async remove(user: AuthUser, documentId: number): Promise<void> {
    const document = await this.requireDocument(user, Permission.DocumentManage, documentId);
    await workflowTransaction(this.dataSource, async (manager) => {
      const application = await manager.findOne(Application, { where: { id: document.applicationId as number } });
      const open = application?.state === 'applied' || application?.state === 'selected';
      if (open && REQUIRED.has(document.kind)) {
        throw new DomainError('CONFLICT', 'application.documentRequired');
      }
      const result = await manager.delete(Document, { id: document.id });
      if (!result.affected) throw new DomainError('NOT_FOUND', 'access.notFound');
      await this.audit.record(manager, user.id, RESOURCE, application?.jobRequestId ?? 0, 'docRemove', [
        { field: `document.${document.kind}`, oldValue: document.id, newValue: null },
      ]);
    });
    await this.removeFiles([document.storageKey]);
  }

  private removeFiles(keys: string[]): Promise<void> {
    return removeStoredFiles(this.storage, keys, this.logger);
  }
}
