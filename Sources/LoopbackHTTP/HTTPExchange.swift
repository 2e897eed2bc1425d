// What the loop does with each connection: let it in (or close the idlest to make room),
// read its requests, hand them to the handler, write the answers and streams, and close.

extension HTTPEventLoop {
  // MARK: Admission

  func acceptWaiting() {
    for _ in 0..<Self.acceptsPerTurn {
      switch LoopbackListener.accept(from: listener) {
      case .none:
        return
      case .exhausted:
        // Out of descriptors (closing connections are not counted toward the capacity):
        // closing one that has answered already, or an idle one, frees one; otherwise the
        // pending connection waits in the queue, and asking again at once would spin.
        guard closeALingeringOne() || evictIdlest() else {
          listenerPausedUntil = now + .milliseconds(50)
          return
        }
      case .connection(let descriptor):
        admit(descriptor)
      }
    }
  }

  private func admit(_ descriptor: Int32) {
    let full = active >= context.capacity && !evictIdlest()
    if full, refusing >= context.refusals { return ConnectionIO.close(descriptor) }
    nextID += 1
    let connection = HTTPConnection(
      id: nextID, descriptor: descriptor, parser: context.parser, isRefusal: full, now: now,
      order: nextOrder())
    connections[nextID] = connection
    defer { note(connection) }
    guard full else {
      active += 1
      return
    }
    refusing += 1
    let capacity = context.capacity
    refuse(
      connection,
      "the server has \(capacity) open connections, its limit; try again when one closes",
      status: .serviceUnavailable)
  }

  private func closeALingeringOne() -> Bool {
    guard let lingering = connections.values.first(where: \.isLingering) else { return false }
    close(lingering)
    return true
  }

  /// Closes the connection quiet for longest, if one has been quiet for
  /// `idleBeforeEviction`: one waiting for a request before a stream; never one whose
  /// request is with the handler or whose response is being written.
  private func evictIdlest() -> Bool {
    let quietSince = now - context.configuration.idleBeforeEviction
    var idlest: HTTPConnection?
    for connection in connections.values
    where connection.isCounted && (connection.isReading || connection.isStreaming)
      && connection.lastActivity <= quietSince
    {
      guard let best = idlest else {
        idlest = connection
        continue
      }
      if (connection.isStreaming ? 1 : 0, connection.activityOrder)
        < (best.isStreaming ? 1 : 0, best.activityOrder)
      {
        idlest = connection
      }
    }
    guard let idlest else { return false }
    close(idlest)
    return true
  }

  // MARK: Reading

  func readable(_ connection: HTTPConnection) {
    switch ConnectionIO.receive(connection.descriptor, into: &readBuffer) {
    case .wouldBlock:
      return
    case .closed:
      return close(connection)
    case .bytes(let count):
      switch connection.phase {
      case .reading:
        if connection.requestStarted == nil { connection.requestStarted = now }
        connection.touched(at: now, order: nextOrder())
        connection.buffer.append(readBuffer[0..<count])
        advance(connection)
      case .lingering(let deadline, let drained):
        guard Self.keepsLingering(after: drained, reading: count) else {
          return close(connection)
        }
        connection.phase = .lingering(deadline: deadline, drained: drained + count)
      case .streaming, .handling, .writing:
        // A stream's client has nothing more to say; what it sends is dropped.
        break
      }
    }
  }

  /// Hands the next whole request to the handler, or refuses it.
  private func advance(_ connection: HTTPConnection) {
    switch connection.buffer.next() {
    case .incomplete:
      return
    case .failure(let error):
      refuse(connection, error.description, status: error.status)
    case .request(let request, _):
      if let violation = context.policy.violation(by: request) {
        return refuse(connection, violation.description, status: violation.status)
      }
      connection.request = request
      let (id, handler, inbox) = (connection.id, context.handler, inbox)
      connection.phase = .handling(Task { inbox.post(.answer(id, await handler(request))) })
    }
  }

  // MARK: Writing

  func answer(_ connection: HTTPConnection, with response: HTTPResponse) {
    guard case .handling = connection.phase, let request = connection.request else { return }
    let isHead = request.method == "HEAD"
    switch response.body {
    case .bytes(let body):
      let keepAlive = request.keepsAlive && !response.closesConnection
      connection.enqueue(
        response.head(contentLength: body.count, keepAlive: keepAlive, version: request.version),
        now: now)
      if !isHead { connection.enqueue(body, now: now) }
      connection.phase = .writing(keepAlive: keepAlive)
    case .stream(let chunks):
      connection.enqueue(
        response.head(contentLength: nil, keepAlive: false, version: request.version), now: now)
      if isHead {
        connection.phase = .writing(keepAlive: false)
      } else {
        let (id, inbox) = (connection.id, inbox)
        let task = Task {
          for await chunk in chunks { inbox.post(.chunk(id, chunk)) }
          inbox.post(.finished(id))
        }
        connection.phase = .streaming(task, finished: false)
      }
    }
    write(connection)
  }

  /// Queues a stream's chunk; a client that has not read what is already queued and would
  /// leave more than `maxPendingOutput` waiting is closed, so a slow reader holds bounded
  /// memory and never the others' service.
  func stream(_ bytes: [UInt8], to connection: HTTPConnection) {
    guard case .streaming(_, finished: false) = connection.phase else { return }
    let limit = context.configuration.maxPendingOutput
    guard Self.takes(bytes.count, behind: connection.output.count, limit: limit) else {
      return close(connection)
    }
    connection.enqueue(bytes, now: now)
    write(connection)
  }

  /// Whether a chunk of `count` bytes may wait behind `pending` bytes within `limit`: always
  /// when none wait, so one chunk larger than the limit still goes to a client that reads.
  static func takes(_ count: Int, behind pending: Int, limit: Int) -> Bool {
    pending == 0 || pending + count <= limit
  }

  /// Whether a lingering connection that has dropped `drained` bytes stays open once it has
  /// read `count` more: while the total is under `lingerBytes`.
  static func keepsLingering(after drained: Int, reading count: Int) -> Bool {
    drained + count < lingerBytes
  }

  func streamFinished(_ connection: HTTPConnection) {
    guard case .streaming(let task, finished: false) = connection.phase else { return }
    connection.phase = .streaming(task, finished: true)
    write(connection)
  }

  /// Writes what the socket takes; once everything has gone, the next request is read (the
  /// bytes already here first) or the connection closes.
  func write(_ connection: HTTPConnection) {
    guard connection.flush(now: now, order: nextOrder()) else { return close(connection) }
    guard connection.output.isEmpty else { return }
    switch connection.phase {
    case .writing(keepAlive: true):
      connection.phase = .reading
      connection.request = nil
      connection.requestStarted = connection.buffer.count > 0 ? now : nil
      advance(connection)
    case .writing(keepAlive: false), .streaming(_, finished: true):
      linger(connection)
    case .reading, .handling, .streaming, .lingering:
      break
    }
  }

  /// Answers `message` with `status` in the form the configuration gives refusals
  /// (`HTTPServerConfiguration.refusal`), with `Connection: close`, then closes.
  func refuse(_ connection: HTTPConnection, _ message: String, status: HTTPStatus) {
    let response = context.configuration.refusal(message, status)
    guard case .bytes(let body) = response.body else { return close(connection) }
    connection.cancelTask()
    connection.enqueue(
      response.head(contentLength: body.count, keepAlive: false, version: .http11), now: now)
    connection.enqueue(body, now: now)
    connection.phase = .writing(keepAlive: false)
    write(connection)
  }

  // MARK: Closing

  private func linger(_ connection: HTTPConnection) {
    ConnectionIO.shutdownWrite(connection.descriptor)
    uncount(connection)
    connection.phase = .lingering(deadline: now + Self.linger, drained: 0)
  }

  func close(_ connection: HTTPConnection) {
    connection.cancelTask()
    ConnectionIO.close(connection.descriptor)
    uncount(connection)
    if connection.isRefusal { refusing -= 1 }
    connections[connection.id] = nil
  }

  private func uncount(_ connection: HTTPConnection) {
    guard connection.isCounted else { return }
    connection.isCounted = false
    active -= 1
  }
}
