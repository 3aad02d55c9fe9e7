extension ModelListState {
    /// The header view shown for `section`, if any.
    func header(inSection section: Int) -> UIView? { headers[section] }

    /// Keeps the headers of `sections` (the sections in the bounds), making those missing, and forgets the others.
    func layoutHeaders(_ host: some ModelListHost, _ sections: [Int]) {
        let wanted = Set(sections)
        for section in headers.keys where !wanted.contains(section) { headers[section] = nil }
        for section in sections where headers[section] == nil {
            guard let view = host.modelMakeHeader(inSection: section) else { continue }
            headers[section] = view
            host.modelWillDisplayHeader(view, inSection: section)
        }
    }
}
